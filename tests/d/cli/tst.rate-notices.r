ok

-- @@stderr --
dtrace: cleaning rate reduced to 5000 hz
dtrace: status rate increased to once every 10 seconds
