-- The role catalogue of docs/product.md#tiers-and-limits is reference data every deployment needs.
INSERT INTO `roles` (`id`, `name`, `description`) VALUES
  ('role_admin', 'admin', 'Platform administrator: manages every user of Dwell'),
  ('role_carrier_admin', 'carrier_admin', 'Runs the company account: billing, team, policies and reports'),
  ('role_dispatcher', 'dispatcher', 'Watches the live board and chases claims for the whole company'),
  ('role_carrier', 'carrier', 'Carrier user working from the carrier dashboard'),
  ('role_driver', 'driver', 'Logs detention at the dock and attaches evidence');
