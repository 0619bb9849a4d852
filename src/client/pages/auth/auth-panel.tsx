import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";

type Tab = "login" | "register";

function isTab(value: string): value is Tab {
  return value === "login" || value === "register";
}

/** Login and Register tabs (signups on). After a registration the login tab shows, its email filled in. */
export function AuthTabs() {
  const [tab, setTab] = useState<Tab>("login");
  const [registeredEmail, setRegisteredEmail] = useState("");

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList aria-label="Log in or register">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm key={registeredEmail} defaultEmail={registeredEmail} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm
          onRegistered={(email) => {
            setRegisteredEmail(email);
            setTab("login");
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
