import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useSignUp } from "#client/api/auth.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { ApiError } from "#client/api/http.ts";
import { publicSettingsQuery } from "#client/api/settings.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CheckedForm } from "#client/components/ui/checked-form.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { MSG_REGISTER_FAILED, MSG_REGISTER_OK } from "#shared/messages/auth.ts";
import { RegisterFormSchema } from "#shared/schemas/auth-form.ts";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";

/** Registration (docs/product.md#validation): the login rules plus a matching confirmPassword; a confirmation mail follows. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  useFocusBackAfter(isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success(MSG_REGISTER_OK);
      form.reset();
      onRegistered(values.email);
    } catch (error) {
      toast.error(errorMessage(error, MSG_REGISTER_FAILED));
      // 403: the switch was turned off since this page loaded; hide the tab.
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: publicSettingsQuery().queryKey });
      }
    }
  });

  return (
    <CheckedForm label="Register" onSubmit={onSubmit} className="flex flex-col gap-5">
      <EmailField id="register-email" error={errors.email?.message} registration={form.register("email")} />
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <PasswordField
        id="register-confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <UserPlus aria-hidden="true" />
        {isSubmitting ? "Registering..." : "Register"}
      </Button>
    </CheckedForm>
  );
}
