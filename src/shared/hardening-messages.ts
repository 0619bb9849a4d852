// Messages about paths, the upload queue, result capabilities and shutdown.
export const MSG_PATH_NOT_CANONICAL =
  "The address is not in canonical form (no '.' or '..' segments, encoded dots or slashes, or double slashes).";
export const MSG_MANAGE_TOKEN_REQUIRED =
  "Only the browser that ran this analysis can change or delete it: the X-Manage-Token header is missing or does not match.";
export const MSG_ANALYSIS_QUEUED =
  "Many invoices are being analysed right now: yours is queued and will start shortly.";
export const MSG_UPLOAD_TOO_SLOW =
  "The upload took too long to arrive. Please try again on a steadier connection.";
export const MSG_UPLOADS_IN_FLIGHT =
  "You already have two uploads in progress. Please wait for one of them to finish.";
export const MSG_READER_PENALTY =
  "Your recent files took the reader to its time limit. Please wait a minute before uploading again.";
export const MSG_SHUTTING_DOWN = "This server is restarting. Please try again in a moment.";
export const MSG_IMAGE_PATH_MISSING =
  "No image is stored at that path. Upload a photo or leave the image empty.";
export const MSG_IMAGE_TOO_MANY_PIXELS = "The photo is too large: please use one under 40 megapixels.";
export const MSG_ANALYSIS_EXISTING =
  "You analysed this invoice with the same details a few minutes ago: here is that result.";
