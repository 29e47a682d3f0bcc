after chill(0)

