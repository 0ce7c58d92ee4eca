# 入力中に示す候補（Discordのオートコンプリート）・日本語。

suggest-splendor-deck = deck { $level } · レベル{ $level }の山札の一番上（残り{ $count }枚）
suggest-rajas-river-length = 川のマスの数
suggest-rajas-river = 川のマスとそのボーナス（例: river 3 money 2）
suggest-rajas-fame-track = 名声トラックのボーナスマス（例: 5 worker; 12 upgrade）
suggest-rajas-money-track = お金トラックのボーナスマス（例: 8 river 1）
suggest-rajas-meet = 名声とお金のマーカーが出会う場所（その合計）
suggest-rajas-building = 建物の名声: トラック、レベル、名声（例: building 1 3 4）
