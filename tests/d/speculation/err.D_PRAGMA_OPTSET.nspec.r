-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.nspec.d: [D_PRAGMA_OPTSET] line 6: failed to set option 'nspec' to '245566729809009887663': Invalid value for specified option
