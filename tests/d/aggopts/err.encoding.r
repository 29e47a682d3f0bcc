-- @@stderr --
dtrace: failed to set -x encoding: Invalid value for specified option
