grep -e '^-- @@stderr --$' -e '^\. '
