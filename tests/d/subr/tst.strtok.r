[Carrots]
[Barley]
[Oatmeal]
[Beans]
[]
[]

