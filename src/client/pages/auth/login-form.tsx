import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { EMAIL_NOT_VERIFIED, useSignIn } from "#client/api/auth.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { ApiError } from "#client/api/http.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CheckedForm } from "#client/components/ui/checked-form.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { MSG_LOGIN_FAILED, MSG_LOGIN_OK } from "#shared/messages/auth.ts";
import { LoginFormSchema } from "#shared/schemas/auth-form.ts";
import { EmailField } from "./email-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { UnconfirmedNotice } from "./unconfirmed-notice.tsx";

/** Email + password sign-in (docs/product.md#validation rules); success goes to /admin. An unconfirmed address can ask for a new link. */
export function LoginForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  useFocusBackAfter(isSubmitting);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      await signIn.mutateAsync(values);
      toast.success(MSG_LOGIN_OK);
      await navigate("/admin", { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG_LOGIN_FAILED));
      if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) setUnconfirmedEmail(values.email);
    }
  });

  return (
    <CheckedForm label="Log in" onSubmit={onSubmit} className="flex flex-col gap-5">
      <EmailField id="login-email" error={errors.email?.message} registration={form.register("email")} />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <LogIn aria-hidden="true" />
        {isSubmitting ? "Logging In..." : "Log In"}
      </Button>
      {unconfirmedEmail ? <UnconfirmedNotice email={unconfirmedEmail} /> : null}
    </CheckedForm>
  );
}
