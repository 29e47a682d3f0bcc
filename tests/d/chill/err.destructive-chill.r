-- @@stderr --
dtrace: script 'err.destructive-chill.d' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
