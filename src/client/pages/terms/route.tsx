import { Link } from "react-router";
import { LegalPage, LegalSection } from "#client/components/layout/legal-page.tsx";
import { site } from "#client/content/site.ts";

// docs/product.md#screens "Terms of Service": ten numbered sections; governing law California, courts of San Francisco County.
export function Component() {
  const { companyName, legalEntity, supportEmail } = site;
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms form an agreement between you and {legalEntity} ("{companyName}", "we", "us") about your
          use of our website and services. Please read them carefully. By using the service you accept them.
        </p>
      }
    >
      <LegalSection number={1} title="Welcome">
        <p>
          {companyName} helps businesses understand and reduce what they spend on cloud computing. These Terms
          of Service ("Terms") apply to everyone who visits our website, submits an invoice for analysis,
          contacts us, or uses our administration area. If you use the service on behalf of a company, you
          confirm that you are authorised to accept these Terms for it, and "you" then also means that
          company.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Our Service">
        <p>
          We provide a free online analysis of cloud provider invoices. You upload an invoice in PDF format;
          we read the figures it contains, calculate your current savings rate, and compare it with the
          average rate that customers of the same provider achieve. We also offer consulting services, which
          are governed by a separate written agreement when you engage us.
        </p>
        <p>
          We may change, suspend or withdraw any part of the service, including individual features, at any
          time. We will try to give reasonable notice of significant changes, but we are not obliged to keep
          any feature available.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Your Responsibilities">
        <p>When you use the service, you agree that you will:</p>
        <ul>
          <li>
            provide accurate contact details, and use a work email address that you are entitled to use;
          </li>
          <li>upload only invoices that you are authorised to share with us;</li>
          <li>
            not upload files that contain malware or that are designed to disrupt or overload our systems;
          </li>
          <li>
            not attempt to gain unauthorised access to the service, to other users' data, or to the
            administration area; and
          </li>
          <li>comply with all laws that apply to your use of the service.</li>
        </ul>
        <p>We may suspend or refuse access to anyone who breaches these responsibilities.</p>
      </LegalSection>

      <LegalSection number={4} title="Data Protection">
        <p>
          We handle personal data and billing data as described in our{" "}
          <Link to="/privacy">Privacy Policy</Link>, which forms part of these Terms. In short: we use your
          data to provide and improve the service, we protect it with appropriate technical and organisational
          measures, and we never sell it.
        </p>
      </LegalSection>

      <LegalSection number={5} title="Intellectual Property">
        <p>
          The service, including its software, design, text, graphics and logos, is owned by {legalEntity} or
          its licensors and is protected by intellectual property laws. We grant you a limited, non-exclusive,
          non-transferable right to use the service for your internal business purposes while these Terms
          apply.
        </p>
        <p>
          You keep all rights in the invoices and other content you submit. You grant us a licence to process
          that content only as needed to provide the service, and to use it in anonymised and aggregated form
          to improve our benchmarks.
        </p>
      </LegalSection>

      <LegalSection number={6} title="Accuracy of the Service">
        <p>
          Our analysis is produced automatically from the invoice you provide and from averages we have
          observed. It is an estimate for information only. It is not financial, tax, accounting or legal
          advice, and it is not a guarantee that any particular saving can be achieved. Invoice formats vary,
          and figures may occasionally be read incorrectly. Please check important figures against your
          provider's billing console before you rely on them.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Limitation of Liability">
        <p>
          The free analysis is provided "as is" and "as available", without warranties of any kind, whether
          express or implied, including warranties of merchantability, fitness for a particular purpose and
          non-infringement.
        </p>
        <p>
          To the fullest extent permitted by law, {legalEntity} will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or
          goodwill, arising out of or in connection with your use of the service. Our total liability for any
          claim relating to the free service is limited to one hundred US dollars (US$100). Nothing in these
          Terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Updates to These Terms">
        <p>
          We may update these Terms from time to time. The "Last updated" date at the top of this page shows
          when they last changed. If a change is significant, we will notify registered users by email before
          it takes effect. If you keep using the service after a change takes effect, you accept the updated
          Terms.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Governing Law">
        <p>
          These Terms are governed by the laws of the State of California, United States, without regard to
          its conflict-of-law rules. Any dispute arising out of or relating to these Terms or the service will
          be brought exclusively in the state or federal courts located in San Francisco County, California,
          and you and we consent to the personal jurisdiction of those courts.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Support and Contact">
        <p>
          If you have a question about these Terms or need help with the service, email us at{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We aim to reply within one business day.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
