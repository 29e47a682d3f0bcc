pid N at N
