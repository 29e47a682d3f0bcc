-- @@stderr --
dtrace: script 'err.destructive-raise.d' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
