eq

