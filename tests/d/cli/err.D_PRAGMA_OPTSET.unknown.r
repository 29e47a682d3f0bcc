-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.unknown.d: [D_PRAGMA_OPTSET] line 6: failed to set option 'nosuchoption': Invalid option name
