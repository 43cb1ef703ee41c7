/**
 * The Market Lens portal terms of use. Kept apart from the page chrome so the legal text
 * can be reviewed and versioned on its own. Headings are h2/h3 under the page's h1.
 */
export const TERMS_VERSION = 'Version 1.0, effective 1 January 2026';

export function TermsText() {
  return (
    <>
      <h2>1. About these terms</h2>
      <p>
        These terms govern your use of Market Lens, the online portal through which we provide business customers on
        our flexible energy purchasing contracts with wholesale market information, order placement and portfolio
        reporting. They apply in addition to your energy supply contract. If these terms and your supply contract
        conflict, your supply contract prevails.
      </p>
      <p>
        By selecting &ldquo;Accept&rdquo; you confirm that you have authority to accept these terms on behalf of the
        organisation for which you use the portal, and that organisation agrees to be bound by them.
      </p>

      <h2>2. Definitions</h2>
      <ul>
        <li>
          <strong>Account</strong> means an energy supply account of a Customer that is made available to you in the
          portal.
        </li>
        <li>
          <strong>Authorised User</strong> means an individual whom the Customer has nominated and we have approved to
          use the portal, with the permissions recorded against their user profile.
        </li>
        <li>
          <strong>Customer</strong> means the company or other organisation that holds a supply contract with us and
          for which you use the portal.
        </li>
        <li>
          <strong>Click</strong> or <strong>Order</strong> means an instruction to fix the price of a volume of gas or
          electricity for a delivery period under a flexible purchasing contract.
        </li>
        <li>
          <strong>Market Information</strong> means closing prices, market commentary, daily reports, charts and any
          other information about wholesale energy markets shown in the portal.
        </li>
        <li>
          <strong>Supply Contract</strong> means the agreement under which we supply gas or electricity to the
          Customer, including its flexible purchasing schedule.
        </li>
      </ul>

      <h2>3. Access and security</h2>
      <p>
        Access is personal to each Authorised User. You must keep your login details confidential, must not share your
        account with anyone, and must tell us promptly if you believe someone else knows your password or has used
        your account. We may suspend or revoke access where we reasonably believe the portal is being misused, where
        the Customer asks us to, or where the Supply Contract ends.
      </p>
      <p>
        Our staff may view the portal as you see it in order to support you. This is read-only, is recorded in an
        audit log, and is used only to resolve queries and to check that the portal works correctly.
      </p>

      <h2>4. Market Information is not advice</h2>
      <p>
        Market Information is provided for general information only. It is not investment, financial, trading or
        procurement advice, and it is not a recommendation to buy or sell energy at any time or price. Wholesale
        prices can move significantly between the close of a trading day and the time at which an Order is executed.
      </p>
      <p>
        Closing prices are published once for each business day from sources we consider reliable, but we do not
        guarantee that Market Information is complete, accurate or up to date. You remain responsible for your own
        purchasing decisions and should take independent advice where appropriate.
      </p>

      <h2>5. Orders and trading authority</h2>
      <p>
        Only Authorised Users whose profile includes the orders permission may place, amend or cancel Orders. The
        Customer is responsible for making sure that those users have internal authority to commit it to the volumes
        and prices they instruct.
      </p>
      <ol>
        <li>
          An Order placed through the portal is an offer to fix a price under the Supply Contract. It is binding only
          once we have executed it and its status shows as executed.
        </li>
        <li>
          Orders are executed during market hours and in line with the trading rules of the Supply Contract, including
          minimum and maximum volumes, the number of Clicks allowed per period and any credit limits.
        </li>
        <li>
          A pending Order may be cancelled in the portal until it is executed. Executed Orders cannot be cancelled and
          are reflected in your transactions and position overview.
        </li>
        <li>
          Estimated values shown before you confirm an Order use the latest closing price and are for guidance only.
          The executed price is the price we achieve in the market when the Order is executed.
        </li>
        <li>
          We may reject an Order that does not comply with the Supply Contract, that exceeds a credit or volume limit,
          or that we cannot execute because of market conditions. We will tell you when we do so.
        </li>
      </ol>

      <h2>6. Price alerts</h2>
      <p>
        Price alerts notify you when a published closing price rises above or falls below a target you set. Alerts
        are checked against closing prices only, are sent on a reasonable-endeavours basis and may be delayed. An
        alert is not an Order: no price is fixed unless you place an Order.
      </p>

      <h2>7. Confidentiality</h2>
      <p>
        Portfolio reports, prices offered to you, your position and the terms of your Supply Contract are confidential
        to the Customer and to us. You must not disclose them, or Market Information that we identify as licensed from
        third parties, outside the Customer&apos;s organisation and its professional advisers, except where the law
        requires it.
      </p>

      <h2>8. Data protection</h2>
      <p>
        We process personal data of Authorised Users (such as name, business email address, phone number, login
        activity and messages) as a controller, in accordance with the UK General Data Protection Regulation and the
        Data Protection Act 2018. We use it to provide and secure the portal, to manage the Supply Contract and to
        meet our legal obligations.
      </p>
      <p>
        We keep personal data only for as long as we need it for those purposes, protect it with appropriate technical
        and organisational measures, and do not sell it. You have rights to access, correct and, in some cases, erase
        or restrict the use of your personal data, and to complain to the Information Commissioner&apos;s Office. Our
        privacy notice gives full details and explains how to contact our data protection officer.
      </p>

      <h2>9. Availability and changes</h2>
      <p>
        We aim to keep the portal available at all times but do not guarantee uninterrupted access. We may carry out
        maintenance, change features or withdraw the portal on reasonable notice. If the portal is unavailable you may
        still place Orders by calling the Optimisation desk during support hours.
      </p>

      <h2>10. Liability</h2>
      <p>
        Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for
        anything else that cannot be limited by law. Subject to that, we are not liable for any loss arising from
        reliance on Market Information, from delays in or unavailability of the portal, or for any loss of profit,
        revenue, business or anticipated savings. Our total liability arising from the use of the portal is subject to
        the limits set out in the Supply Contract.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. When we make a material change we will ask you to accept the
        updated terms the next time you log in, and you will not be able to use the portal until you do.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms and any dispute or claim arising out of or in connection with them are governed by the law of
        England and Wales, and the courts of England and Wales have exclusive jurisdiction.
      </p>
    </>
  );
}
