
-- @@stderr --
dtrace: [DTRACEDROP_AGGREGATION] 2 aggregation drops on CPU C
