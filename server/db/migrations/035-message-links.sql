-- A message may point back into the portal (the order, alert or query it is about).

alter table messages add column link text null;
