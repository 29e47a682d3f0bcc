busy 0
later 1

-- @@stderr --
dtrace: [DTRACEDROP_SPECBUSY] 1 failed speculation (available buffer(s) still busy)
