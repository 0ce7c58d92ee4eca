# What is offered while a player types (Discord's autocomplete), English.

suggest-splendor-deck = deck { $level } · the top of the level-{ $level } deck ({ $count } cards)
suggest-rajas-river-length = how many spaces the river has
suggest-rajas-river = a river space and its bonus, e.g. river 3 money 2
suggest-rajas-fame-track = the fame track's bonus spaces, e.g. 5 worker; 12 upgrade
suggest-rajas-money-track = the money track's bonus spaces, e.g. 8 river 1
suggest-rajas-meet = where the fame and money markers meet (their sum)
suggest-rajas-building = a building's fame: track, level, fame, e.g. building 1 3 4
