-- The FAQ shown on the support pages: questions and plain-text answers grouped by category,
-- in the order the page lists them. It is reference content of the product, so the migration
-- that creates the table also fills it.

create table faqs (
  id text primary key,
  category text not null,
  category_position integer not null,
  position integer not null,
  question text not null,
  answer text not null
);
create unique index faqs_order_idx on faqs (category_position, position);

insert into faqs (id, category, category_position, position, question, answer) values
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a01', 'Contracts', 1, 1, 'What is a flexible energy contract?',
   'Instead of fixing one price for the whole contract, you buy your future power and gas in tranches over time, choosing when to lock in prices.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a02', 'Contracts', 1, 2, 'Can I extend my flexible contract?',
   'Yes. Raise a support query with the category Contract or request a meeting with your account manager, who will prepare the extension terms.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a03', 'Prices', 2, 1, 'When are closing prices published?',
   'Once per business day, after the market closes. Weekends and England and Wales bank holidays have no publication.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a04', 'Prices', 2, 2, 'Which markets do the prices cover?',
   'UK baseload power and UK peak power in pounds per MWh, and NBP gas in pence per therm, for day-ahead, months, quarters and seasons.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a05', 'Orders', 3, 1, 'When is my order executed?',
   'Orders are executed at the next published closing price: a market order at that price, a limit order only when the closing price reaches your limit or better.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a06', 'Orders', 3, 2, 'Can I cancel an order?',
   'A pending order can be cancelled from the Orders page until it is executed. Executed orders appear under Transactions.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a07', 'Files and reports', 4, 1, 'Where do I find my portfolio report?',
   'Bespoke portfolio reports for flexible contracts are published monthly under Files, with your invoices, contracts and market reports.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a08', 'Files and reports', 4, 2, 'Why can I not see Files?',
   'Files needs the file permission on your account. Ask the administrator of your company to grant it.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a09', 'Support', 5, 1, 'When is the support desk open?',
   'Support hours are 9:00am-5:00pm Monday to Friday, excluding public holidays. Outside those hours raise a support query and the desk answers on the next working day.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a10', 'Support', 5, 2, 'How do I follow up on a support query?',
   'Open the query under Support queries to read the whole conversation and add a comment. You receive a message whenever the desk replies.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a11', 'Support', 5, 3, 'How do I book a meeting with my account manager?',
   'Use Request a meeting: pick a free 30-minute slot inside support hours, choose your account manager or the support desk, and say what you would like to discuss.'),
  ('0f6a1c2e-3b4d-4e5f-8a6b-7c8d9e0f1a12', 'Account', 6, 1, 'How do I switch between my companies?',
   'If you buy for several companies, choose the account in the account selector at the top of the page. The pages then show that account.');
