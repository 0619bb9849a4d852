import { MSG_IMAGE_TYPE } from "#shared/messages/admin-content.ts";

const PHOTO_SIZE_PX = 256;
const PHOTO_QUALITY = 0.85;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY));
}

/**
 * Crops a photo to a centred square and scales it to 256 px before upload, so a phone picture of several MB
 * becomes a few KB. WebP where the browser can encode it, JPEG otherwise.
 */
export async function resizePhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(MSG_IMAGE_TYPE);
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(PHOTO_SIZE_PX, side);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(MSG_IMAGE_TYPE);
  context.imageSmoothingQuality = "high";
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();

  const webp = await toBlob(canvas, "image/webp");
  const blob = webp?.type === "image/webp" ? webp : await toBlob(canvas, "image/jpeg");
  if (!blob) throw new Error(MSG_IMAGE_TYPE);
  const extension = blob.type === "image/webp" ? "webp" : "jpg";
  return new File([blob], `photo.${extension}`, { type: blob.type });
}
