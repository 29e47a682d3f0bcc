-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.badvalue.d: [D_PRAGMA_OPTSET] line 6: failed to set option 'bufsize' to 'lots': Invalid value for specified option
