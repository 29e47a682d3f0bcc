firing 0
firing 2
firing 4

