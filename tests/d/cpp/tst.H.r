-- @@stderr --
. inc/defs.h
