-- @@stderr --
dtrace: failed to set -X q: Invalid value for specified option
