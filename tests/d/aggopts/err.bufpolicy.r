-- @@stderr --
dtrace: failed to set -x bufpolicy: Invalid value for specified option
