-- @@stderr --
extraneous argument 'extra' ($1 is not referenced)
