end

-- @@stderr --
dtrace: [DTRACEDROP_PRINCIPAL] N drops on CPU C
