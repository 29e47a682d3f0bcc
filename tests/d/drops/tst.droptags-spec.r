small 0

-- @@stderr --
dtrace: [DTRACEDROP_SPEC] 1 speculative drop
dtrace: [DTRACEDROP_SPECUNAVAIL] 1 failed speculation (no speculative buffer available)
