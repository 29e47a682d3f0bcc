-- @@stderr --
/* encountered inside a comment
