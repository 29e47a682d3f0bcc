allowed

