one two []

