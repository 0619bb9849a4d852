// What staff edit under Admin > Providers and Admin > Testimonials: the fields' checks
// (docs/product.md#validation), the photos, and the toasts.
export const MSG_PROVIDER_NAME_SHORT = "Provider name must be at least 2 characters";
export const MSG_PROVIDER_NAME_TAKEN = "A provider with this name already exists.";
export const MSG_ESR_RANGE = "ESR must be between 0 and 1";
export const MSG_ESR_MIN = "ESR must be at least 0%.";
export const MSG_ESR_MAX = "ESR must be at most 100%.";
export const MSG_PROVIDERS_LOAD_FAILED = "Failed to load cloud providers";
export const MSG_PROVIDER_ADDED = "Provider added successfully!";
export const MSG_PROVIDER_UPDATED = "Provider updated successfully!";
export const MSG_PROVIDER_UPDATE_FAILED = "Failed to update provider";
export const MSG_PROVIDER_DELETED = "Provider deleted successfully!";
export const MSG_PROVIDER_DELETE_FAILED = "Failed to delete provider";
export const MSG_PROVIDER_STATUS_FAILED = "Failed to update provider status";
export const MSG_TESTIMONIAL_NAME_SHORT = "Name must be at least 2 characters.";
export const MSG_TESTIMONIAL_COMPANY_SHORT = "Company must be at least 2 characters.";
export const MSG_TESTIMONIAL_CONTENT_SHORT = "Testimonial content must be at least 10 characters.";
export const MSG_TESTIMONIAL_JOB_TITLE_SHORT = "Job title must be at least 2 characters.";
export const MSG_LINKEDIN_INVALID = "Please enter a valid LinkedIn URL.";
export const MSG_IMAGE_PATH_REQUIRED = "Image path is required.";
export const MSG_TESTIMONIAL_INVALID = "Invalid testimonial data";
export const MSG_TESTIMONIALS_LOAD_FAILED = "Failed to load testimonials";
export const MSG_TESTIMONIAL_ADDED = "Testimonial added successfully!";
export const MSG_TESTIMONIAL_UPDATED = "Testimonial updated successfully!";
export const MSG_TESTIMONIAL_UPDATE_FAILED = "Failed to update testimonial";
export const MSG_TESTIMONIAL_DELETED = "Testimonial deleted successfully!";
export const MSG_TESTIMONIAL_DELETE_FAILED = "Failed to delete testimonial";
export const MSG_IMAGE_REQUIRED = "Please choose an image to upload.";
export const MSG_IMAGE_TOO_LARGE = "The image is larger than 2 MB. Please choose a smaller photo.";
export const MSG_IMAGE_TYPE = "Please upload a JPEG, PNG or WebP image.";
export const MSG_IMAGE_UNREADABLE =
  "The image could not be read, or is larger than 36 megapixels. Please choose another photo.";
export const MSG_IMAGE_TOO_MANY_PIXELS = "The photo is too large: please use one under 40 megapixels.";
export const MSG_IMAGE_PATH_MISSING =
  "No image is stored at that path. Upload a photo or leave the image empty.";
/** A typed image path must name a photo the site has: one uploaded with the row's photo button, or one it ships. */
export const imagePathNotFoundMessage = (typed: string) =>
  `There is no photo named "${typed}". Upload one with the photo button, or leave the image path empty.`;
export const MSG_PHOTO_UPLOADED = "Photo uploaded successfully!";
export const MSG_PHOTO_UPLOAD_FAILED = "Failed to upload photo";
