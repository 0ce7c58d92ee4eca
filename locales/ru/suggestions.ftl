# Что предлагается, пока игрок печатает (автодополнение Discord), по-русски.

suggest-splendor-deck = deck { $level } · верхняя карта колоды уровня { $level } (карт: { $count })
suggest-rajas-river-length = сколько клеток у реки
suggest-rajas-river = клетка реки и её бонус, напр. river 3 money 2
suggest-rajas-fame-track = бонусные клетки трека славы, напр. 5 worker; 12 upgrade
suggest-rajas-money-track = бонусные клетки трека денег, напр. 8 river 1
suggest-rajas-meet = где встречаются маркеры славы и денег (их сумма)
suggest-rajas-building = слава здания: трек, уровень, слава, напр. building 1 3 4
