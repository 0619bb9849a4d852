import { LegalPage, LegalSection } from "#client/components/layout/legal-page.tsx";
import { site } from "#client/content/site.ts";

// docs/product.md#purpose and #screens "Privacy page": the ten sections and every statement listed in #purpose
export function Component() {
  const { companyName, legalEntity, privacyEmail, dpoEmail } = site;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information {legalEntity} ("{companyName}", "we", "us") processes when you
          use our website and services, why we process it, and the choices you have.
        </p>
      }
    >
      <LegalSection number={1} title="Our Commitment to Privacy">
        <p>
          Cloud invoices reveal a great deal about a business. We treat the information you share with us with
          the same care we would expect for our own: we collect only what we need to provide the service, we
          protect it, and we are open about what happens to it.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Information We Process">
        <p>We process the following categories of information:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, work email address and company.
          </li>
          <li>
            <strong>Billing data:</strong> the cloud provider invoices you upload and the figures we extract
            from them, such as account and invoice numbers, invoice dates, charges, discounts and credits.
          </li>
          <li>
            <strong>Service usage data:</strong> how you use the service, for example which pages you visit
            and which features you use.
          </li>
          <li>
            <strong>Technical data:</strong> information sent by your browser or device, such as IP address,
            browser type, operating system and the date and time of your requests.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} title="How We Use Your Data">
        <p>We use this information to:</p>
        <ul>
          <li>analyse your invoice and show you your savings rate and potential savings;</li>
          <li>respond to your messages and arrange the calls you request;</li>
          <li>operate, secure and maintain the service, and prevent abuse;</li>
          <li>improve our analysis and our provider benchmarks, using anonymised and aggregated data; and</li>
          <li>meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection number={4} title="Data Security Measures">
        <p>
          Your data is stored on a hosted backend platform operated for us by our infrastructure provider. We
          protect it with measures that include encryption in transit, access restricted to authorised staff
          who need it for their work, authentication for every administrative action, and regular review of
          our security practices. No method of transmission or storage is completely secure, but we work to
          protect your information and to respond promptly to any incident.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Data Retention and Deletion">
        <p>
          We keep personal data and billing data only for as long as we need it to provide the service, and
          delete it within 30 days:
        </p>
        <ul>
          <li>
            <strong>Invoice analyses:</strong> your name, work email, the invoice you upload and the figures
            we extract from it are deleted automatically, together with the uploaded file, once the analysis
            is 30 days old.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form is deleted automatically once
            it is 30 days old.
          </li>
          <li>
            <strong>Call bookings:</strong> a booking is deleted automatically 30 days after the call&apos;s
            time, so a call booked weeks ahead is kept until it has taken place.
          </li>
          <li>
            <strong>Records we are still working on:</strong> our staff can mark a record to keep it past that
            time, for example while we are working with you on it. It is deleted once the mark is removed, and
            at your request at any time.
          </li>
          <li>
            <strong>Deleting it yourself:</strong> the page of each analysis has a Delete analysis button. It
            removes the analysis and the uploaded file straight away, and the link stops working.
          </li>
        </ul>
        <p>
          When an account is closed, we delete the personal data and billing data associated with it within 30
          days. We keep usage data only in anonymised form, which can no longer be linked to you, to
          understand and improve the service.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Information Sharing">
        <p>We never sell your data. We share information only with:</p>
        <ul>
          <li>
            infrastructure providers that host and operate the service on our behalf, under contractual
            safeguards;
          </li>
          <li>analytics services, which receive anonymised data only; and</li>
          <li>legal authorities, when the law requires us to disclose information.</li>
        </ul>
      </LegalSection>

      <LegalSection number={7} title="Your Privacy Rights">
        <p>
          Depending on where you live, you may have the right to access the personal data we hold about you,
          to have it corrected or deleted, to restrict or object to its processing, to receive a copy of it in
          a portable format, and to withdraw any consent you have given. To exercise any of these rights,
          contact us at the address below. You may also lodge a complaint with your local data protection
          authority.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Service Restrictions">
        <p>
          The service is intended for business use only. It is not directed at individuals under the age of
          18, and we do not knowingly collect personal data from them. If you believe that someone under 18
          has provided us with personal data, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Policy Updates">
        <p>
          We may update this policy from time to time. The "Last updated" date at the top of this page shows
          when it last changed. If we make a significant change, we will notify you by email before it takes
          effect.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Privacy Support">
        <p>
          For any question or request about your privacy, email us at{" "}
          <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. You can also contact our data protection
          officer directly at <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
