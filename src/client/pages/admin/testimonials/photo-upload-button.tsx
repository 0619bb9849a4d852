import { ImageUp, Loader2 } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useUploadTestimonialPhoto } from "#client/api/admin/testimonials.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { IconAction } from "#client/components/admin/icon-action.tsx";
import { resizePhoto } from "#client/components/admin/resize-image.ts";
import { toast } from "#client/lib/toast.ts";
import { MSG_PHOTO_UPLOAD_FAILED, MSG_PHOTO_UPLOADED } from "#shared/messages/admin-content.ts";

/** Picks a photo, shrinks it in the browser (256 px) and uploads it for this testimonial. */
export function PhotoUploadButton({ id, name, disabled }: { id: string; name: string; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadTestimonialPhoto();

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const photo = await resizePhoto(file);
      await upload.mutateAsync({ id, photo });
      toast.success(MSG_PHOTO_UPLOADED);
    } catch (error) {
      const fallback =
        error instanceof Error && !("status" in error) ? error.message : MSG_PHOTO_UPLOAD_FAILED;
      toast.error(errorMessage(error, fallback));
    }
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-photo-input
        aria-label={`Photo file for ${name}`}
        onChange={(event) => void handleChange(event)}
      />
      <IconAction
        icon={upload.isPending ? Loader2 : ImageUp}
        label={`Upload photo for ${name}`}
        disabled={disabled || upload.isPending}
        className={upload.isPending ? "[&_svg]:animate-spin" : undefined}
        onClick={() => inputRef.current?.click()}
      />
    </>
  );
}
