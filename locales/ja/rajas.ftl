### ガンジスの藩王（Rajas of the Ganges）：ベック版のダミー／チェレイ版のオートマのメッセージ。
### ルールID（[RB-Q] など）はチャット側が行頭に付けるので、本文には書きません。
### 呼び方：ベック版の自動プレイヤーは「ダミー」、チェレイ版は「オートマ」。ゲームごとにどちらか一方だけが出ます。
###
### 用語集の出典：日本語版『ガンジスの藩王』（ホビージャパン）と、その用語で書かれた日本のプレイヤーの
### 紹介・ルール要約（tgiw.info「ガンジスの藩王」、handmanboardgame.com、bodoge.hoobby.net）。
### 名声・お金（ルピー）・カルマ・カーリー像・宮殿・市場・港・川・ワーカー・建物トラックは日本語版の語。
### quarry は日本語版のプレイヤーの紹介どおり「石切り場」（「石切場」「採石場」も入力できます）。マーカーは「出会う／すれ違う」。
### 決定ダイス：チェレイの原文（seed 000、スペイン語）の dado decisorio。core.ftl と同じ語です。
### 人名はカタカナで：Beck → ベック（英語の原文 seed 002 の作者）、Cherey → チェレイ（スペイン語読み）。
### 同点は点数が並んだときだけ。候補が並んだときは「並ぶ」と書きます。

## 用語（パラメータとして他のメッセージに入ります）

rajas-colour-orange = オレンジ
rajas-colour-purple = 紫
rajas-colour-green = 緑
rajas-colour-blue = 青

rajas-good-silk = 絹
rajas-good-tea = 茶
rajas-good-spices = 香辛料

rajas-area-chambers = 宮殿の部屋
rajas-area-quarry = 石切り場
rajas-area-market = 市場
rajas-area-harbor = 港
rajas-area-balconies = バルコニー
rajas-area-terrace = テラス

rajas-space-chamber-1 = 部屋1（大ムガル）
rajas-space-chamber-2 = 部屋2（踊り子）
rajas-space-chamber-3 = 部屋3（ヨギ）
rajas-space-chamber-4 = 部屋4（ラージャ・マン・シング）
rajas-space-chamber-5 = 部屋5（建築家）
rajas-space-chamber-6 = 部屋6（ポルトガル人）
rajas-space-quarry = 石切り場
rajas-space-market-variety = 市場の「異なる品物」スペース（ダイス不要）
rajas-space-market-silk = 市場の絹スペース
rajas-space-market-tea = 市場の茶スペース
rajas-space-market-spices = 市場の香辛料スペース
rajas-space-harbor = 港
rajas-space-balcony-orange = バルコニー（オレンジ1個 → 紫2個）
rajas-space-balcony-green = バルコニー（緑1個 → 青2個）
rajas-space-balcony-purple = バルコニー（紫1個 → 緑2個）
rajas-space-balcony-blue = バルコニー（青1個 → オレンジ2個）
rajas-space-terrace-orange = テラスのオレンジのスペース
rajas-space-terrace-purple = テラスの紫のスペース
rajas-space-terrace-green = テラスの緑のスペース
rajas-space-terrace-blue = テラスの青のスペース
rajas-space-terrace-reroll = 展望台（テラスの振り直し／2ルピーのスペース）

rajas-tier-one = ちょうど1個持っている色
rajas-tier-none = 1個も持っていない色
rajas-tier-fewest = いちばん少なく持っている色
rajas-tier-many = 3個以上持っている色
rajas-tier-pair = ちょうど2個（ペア）持っている色
rajas-tier-most = いちばん多く持っている色
rajas-tier-most-payable = 払えるタイルがある色のうち、いちばん多く持っている色
rajas-tier-most-unpaired = ペアを崩さない色のうち、いちばん多く持っている色
rajas-tier-track-three = レベル3の建物トラック
rajas-tier-track-two = レベル2の建物トラック

rajas-track-fame = 名声トラック
rajas-track-money = お金トラック

rajas-who-you = あなた
    .lower = あなた
rajas-who-automa = オートマ
    .lower = オートマ
rajas-who-dummy-1 = ダミー1
    .lower = ダミー1
rajas-who-dummy-2 = ダミー2
    .lower = ダミー2
rajas-who-dummy-3 = ダミー3
    .lower = ダミー3
rajas-name-you = あなた
rajas-name-automa = オートマ

rajas-automa-cherey = オートマ
rajas-automa-beck = ダミー

rajas-why-tile = どれを買うか
rajas-why-replace = どれと入れ替えるか
rajas-why-market = どの市場スペースに置くか

rajas-quick-none = なし
rajas-quick-no-tile = 該当なし
rajas-quick-taken = ふさがっている
rajas-quick-none-taken = なし（すべて空き）
rajas-quick-only = { $space }だけ
rajas-quick-all-taken = すべてふさがっている

rajas-numbered = { $n }) { $space }
rajas-colour-limit = { $colour }（ダイス{ $dice }個：コスト{ $high }まで）

## コード（プレイヤーが入力する言葉）

rajas-code-none = なし
rajas-code-money = お金
rajas-code-fame = 名声
rajas-code-karma = カルマ
rajas-code-dice = ダイス
rajas-code-worker = ワーカー
rajas-code-upgrade = アップグレード
rajas-code-river = 川
rajas-code-market = { $good }{ $value }
rajas-code-tile-colour = { $colour }
rajas-code-area-chamber = 部屋
rajas-code-area-quarry = 石切り場
rajas-code-area-market = 市場
rajas-code-area-harbor = 港
rajas-code-area-balcony = バルコニー
rajas-code-area-terrace = テラス
rajas-code-variety = 異なる品物
rajas-code-reroll = 展望台
rajas-code-space = { $kind ->
        [none] { $area }
        [number] { $area }{ $which }
       *[other] { $which }の{ $area }
    }

## 準備

rajas-setup-beck = ベック版ソロ：ダミー{ $dummies }人と対戦します。あなたが常にスタートプレイヤーです（象を取ってください）。
rajas-setup-dummy = { $who }の準備：ダイスは各色1個、ワーカー3人が使用可能（残り3人はトラックのボーナスマス）、船は川のスタート、建物トラックはすべてレベル2、名声0、お金{ $money }ルピー。
rajas-handicap = ハンディキャップ：{ $who }は名声マーカーを{ $fame }マス、お金マーカーを{ $money }マス進め、通過したボーナスもすべて得ます。
rajas-roll-first-player =
    { $by ->
        [bot] ボットがスタートプレイヤー決めのダイスを振りました：{ $face }（偶数ならあなた、奇数ならオートマ）。
       *[player] あなたが振ったスタートプレイヤー決めのダイス：{ $face }（偶数ならあなた、奇数ならオートマ）。
    }
rajas-roll-first-player-ask = 第1ラウンドのスタートプレイヤーを決めるダイスを振ってください。偶数（2・4・6）ならあなた、奇数（1・3・5）ならオートマです。出た目を入力してください。
rajas-first-player =
    { $seat ->
        [0] 出目{ $face }は偶数なので、第1ラウンドはあなたがスタートプレイヤーです。
       *[other] 出目{ $face }は奇数なので、第1ラウンドは{ $who }がスタートプレイヤーです。
    }
rajas-setup-cherey = チェレイ版ソロ：オートマのダイスは各色1個。カーリー像の周りではなく像の上に置き、振ることはありません。カルマは常に最大、お金は{ $money }ルピーです。
rajas-ask-first-money = オートマがスタートプレイヤーなので、スタートプレイヤーのお金で始めます。オートマのお金マーカーはお金トラックの何マス目から始まりますか？
rajas-ask-reuse-profile = このチャンネルの前回のゲームの盤面情報（{ $facts }）を使いますか？（「いいえ」なら、必要になったときに改めて一つずつ聞きます）
rajas-profile-reused = 前回のゲームの盤面情報を使います。/rajas board で確認・修正できます。
rajas-known-river =
    { $length ->
        [0] 川のボーナス（{ $count }マス分）
       *[other] 川（{ $length }マス、ボーナス{ $count }マス分）
    }
rajas-known-track = { $track }のボーナスマス
rajas-known-meet = マーカーが出会う位置（{ $sum }）
rajas-known-building = 建物の名声

## ラウンドと手番

rajas-round-start =
    { $seat ->
        [0] 第{ $round }ラウンド開始。ワーカーは全員戻りました。スタートプレイヤーはあなたです。
       *[other] 第{ $round }ラウンド開始。ワーカーは全員戻りました。スタートプレイヤーは{ $who }です。
    }
rajas-next =
    { $seat ->
        [0] あなたの手番です。盤上でワーカーを置いたら、/rajas turn で{ $automa }の手番に進みます。置いたスペースを添えれば（例：/rajas turn オレンジのテラス）、盤面について質問せずに済みます。
       *[other] 次は{ $who }の手番です（/rajas turn と入力してください）。
    }
rajas-next-round-end = { $variant ->
        [beck] このラウンド、ダミーのワーカーはもう残っていません。残りのワーカーを置いたら、/rajas turn で第{ $round }ラウンドを終えます。
       *[other] このラウンド、オートマのワーカーはもう残っていません。残りのワーカーを置いたら、/rajas turn で第{ $round }ラウンドを終えます。
    }
rajas-turn-start = ── 第{ $round }ラウンド：{ $who }の手番（このラウンド{ $worker }人目のワーカー）──
rajas-skip = { $who }はワーカーが残っていないので、手番を飛ばします。
rajas-passes-round = { $who }はどこにもワーカーを置けず、スペースはラウンド中に埋まっていく一方なので、このラウンドの残りはパスします。
rajas-starts-next-round = { $who }は大ムガルを取ったので、次のラウンドのスタートプレイヤーになります。
rajas-ask-round-end = { $variant ->
        [beck] ダミーは全員ワーカーを置き終えました。
       *[other] オートマはワーカーを置き終えました。
    }残りのワーカーを置き、第{ $round }ラウンドが終わったら、どう終わったかを選んでください。
rajas-round-over = ラウンドが終わった
rajas-round-met = ラウンドが終わり、自分の名声マーカーとお金マーカーが出会った（またはすれ違った）
rajas-round-mogul = ラウンドが終わり、自分が部屋1（大ムガル）を取ったので次のラウンドは自分から
rajas-round-not-yet = まだ終わっていない（置いていないワーカーが残っている）
rajas-placed-none = 記録しました：この手番、あなたはワーカーを置いていません。
rajas-question-waits = 答えを待っている質問は保留にします。ゲームを続ける場合はもう一度お聞きし、終える場合はその手番を行いません。
# Said by /end in games stored before the open question waited (their logs and transcripts).
rajas-question-dropped = 答えを待っていた質問は取り消し、その手番は行いません。

## エリアの決定

rajas-roll-area =
    { $by ->
        [bot] ボットがエリア決定のダイスを振りました：{ $face }（1 部屋、2 石切り場、3 市場、4 港、5 バルコニー、6 テラス）。
       *[player] あなたが振ったエリア決定のダイス：{ $face }（1 部屋、2 石切り場、3 市場、4 港、5 バルコニー、6 テラス）。
    }
rajas-roll-area-ask = { $who }の行き先のエリアを決めるダイスを振ってください。1 宮殿の部屋、2 石切り場、3 市場、4 港、5 バルコニー、6 テラス。出た目を入力してください。
rajas-area = { $who }は{ $area }に置けるか確かめます。
rajas-v6-quarry = 出目は{ $face }ですが、{ $who }はダイスを{ $dice }個（5個以上）持っているので、2が出たものとして石切り場に向かいます。
rajas-reroll = { $who }は{ $area }を使えないので、ダイスを振り直します。
rajas-area-still-invalid = この手番、{ $area }は使えないとすでにわかっているので、振り直します。
rajas-next-value = { $who }はそこで行動できないので、次の値のエリア「{ $area }」に進みます。
rajas-redirect = ルールにより、{ $who }は代わりに{ $area }へ向かいます。
rajas-no-valid-area = { $who }が置けるエリアはありません。この手番はワーカーを置けません。
rajas-no-dice-terrace = { $who }はダイスを持っていないので、必ずテラスでダイスを取ります（オレンジ → 紫 → 緑 → 青の順で、最初に空いているスペース）。
rajas-invalid-no-dice = { $who }は払うダイスを持っていないので、ここは使えません。
rajas-invalid-full = { $who }が置ける空きスペースは{ $area }にありません。
rajas-invalid-no-market = { $who }は市場のあるタイルを持っていないので、市場は使えません。
rajas-invalid-no-tile = { $who }がダイスを持っている色（{ $colours }）に、払えるタイルがありません。石切り場は使えません。
rajas-invalid-river-end = { $who }の船はすでに川の終点（マス{ $boat }）にいるので、港は使えません。
rajas-too-many-dice = { $who }はダイスを{ $dice }個（6個以上）持っているので、バルコニーは使えず、代わりに石切り場へ向かいます。
rajas-too-many-dice-lookout = { $who }はダイスを{ $dice }個（6個以上）持っているので、テラスではダイスを取らず、展望台に置いて2ルピーだけ得ます。

## 盤上のスペース

rajas-ask-free = { $shared ->
        [yes] 盤面を見てください。{ $space }に空いているスペースはまだありますか？（空きがあれば「はい」、すべてワーカーで埋まっていれば「いいえ」）
       *[other] 盤面を見てください。{ $space }は空いていますか？（空いていれば「はい」、あなたのワーカーが置いてあれば「いいえ」）
    }
rajas-ask-taken =
    盤面を見てください。次のスペースのうち、あなたのワーカーが置いてあるのはどれですか？
    { $numbered }
    { $chambers ->
        [yes] 番号で入力してください（例：`2 4`）。
       *[other] 番号か色で入力してください（例：`1 3`）。
    }すべて空いていれば `なし`、すべてふさがっていれば `すべて`。
rajas-taken-bad = 「{ $value }」は質問したスペースのどれにも当たりません。番号、`なし`、`すべて` のいずれかで入力してください。
rajas-space-taken = { $space }にはすでにあなたのワーカーがいます。
rajas-space-full = { $space }のスペースはすべてふさがっています。
rajas-space-taken-by = { $space }には、このラウンドすでに{ $by }がワーカーを置いています。
rajas-place = { $who }はワーカー（このラウンド{ $worker }人目）を{ $space }に置きます。
rajas-cheapest-space = { $who }は{ $area }でいちばん安いスペースに置き、お金は払いません。
rajas-space-reported = 記録しました：このラウンド、あなたのワーカーは{ $space }にいます。
rajas-space-unknown = 「{ $space }」というスペースはありません。次のように書いてください：{ $spaces }
rajas-space-automaton-there = このラウンド、{ $space }には{ $who }自身のワーカーがいます。あなたのワーカーではありません。

## ダイスの選択と増減

rajas-colour-chosen = { $who }は{ $colour }を選びます：{ $tier }（現在{ $have }個）。
rajas-tie-priority = { $options }が並んでいるので、色の優先順位（オレンジ ＞ 紫 ＞ 緑 ＞ 青）で{ $chosen }に決まります。
rajas-gain-dice = { $who }は{ $colour }のダイスを{ $count }個得ます（{ $colour }は計{ $have }個）。
rajas-spend-dice = { $who }は{ $colour }のダイスを{ $count }個使います（{ $colour }は残り{ $have }個）。
rajas-karma-dice = 「カルマと同数のダイス」：{ $who }のカルマは常に3なので、ダイスを{ $count }個得ます。
rajas-karma-as-money = { $who }はカルマを使わないので、カルマ{ $amount }の代わりに{ $amount }ルピーを得ます。

## 名声・お金・ワーカー・アップグレード

rajas-gain-money = { $who }は{ $amount }ルピーを得ます（計{ $total }ルピー）。
rajas-gain-fame = { $who }は名声を{ $amount }得ます（計{ $total }）。
rajas-gain-worker = { $who }はワーカーを1人得ます（計{ $total }人）。
rajas-worker-none-left = { $who }のワーカーはすでに6人そろっているので、これ以上増えません。
rajas-track-bonus = { $who }のマーカーが{ $track }のマス{ $space }に達しました。ボーナス：{ $bonus }。
rajas-upgrade = { $who }は上から{ $track }番目の建物トラックをレベル{ $level }に上げます。
rajas-upgrade-none = { $who }の建物トラックはすべてレベル4なので、アップグレードはありません。
rajas-markers-met = { $who }の名声マーカー（{ $fame }）とお金マーカー（{ $money }）が出会いました。このラウンドの終わりにゲームが終わります。

## 宮殿の部屋

rajas-roll-room =
    { $by ->
        [bot] ボットが部屋決定のダイスを振りました：{ $face }。
       *[player] あなたが振った部屋決定のダイス：{ $face }。
    }
rajas-roll-room-ask = { $who }が入る部屋を決めるダイスを振ってください。1 大ムガル、2 踊り子、3 ヨギ、4 ラージャ・マン・シング、5 建築家、6 ポルトガル人。出た目を入力してください。
rajas-room-still-invalid = 部屋{ $room }は使えないとすでにわかっているので、振り直します。
rajas-next-room = { $who }はそこに入れないので、次の部屋{ $room }を試します。
rajas-chambers-none-valid = { $who }が入れる空きの部屋はありません。
rajas-room5-no-marketless = { $who }は市場のないタイルを持っていないので、部屋5（建築家）は使えません。
rajas-c5-one-die = { $who }のダイスは1個しかありません。建築家は部屋の分に1個、新しいタイルのためにちょうどもう1個、計2個のダイスを使うので、部屋5（建築家）は使えません。
rajas-room6-invalid = { $who }の船はマス{ $boat }（全{ $length }マス）にいて6マス進めないので、部屋6は使えません。
rajas-ask-yield =
    { $full ->
        [yes] 部屋2（踊り子）が空いていれば、{ $who }がそこに入り、生産タイルを1枚得ます。そのタイルを引いてボーナスを入力してください。部屋2がふさがっていれば `ふさがっている`。
       *[other] { $who }は生産タイルを1枚得ます。そのタイルを引いてボーナスを入力してください。
    }
    ボーナスの書き方：`お金 3`、`名声 2`、`カルマ 2`、`ダイス 2`、`ダイス カルマ`、`ワーカー`、`アップグレード`、`川 1` を `+` でつなぎます（例：`ダイス 1 + お金 2`）。ボーナスがなければ `なし`。
rajas-yield-taken = { $who }は生産タイルのボーナスをすぐに得ます：{ $bonus }。
rajas-c5-wants = { $who }は建築家を試します。市場タイルがいちばん少ない品物（{ $goods }：{ $held }枚）の市場があるタイルを、ダイスを持っている色（{ $colours }）から選び、コストに関係なくダイス1個で払います。
rajas-ask-c5-tile =
    部屋5（建築家）：オートマはどのタイルを買いますか？ 石切り場の山の一番上を見てください。
    求める市場：{ $goods }のどれか。払える色：{ $colours }。
    優先順位：色（オレンジ ＞ 紫 ＞ 緑 ＞ 青）、品物（絹 ＞ 茶 ＞ 香辛料）、コストの高い方、左の山。
    そのタイルを色から入力してください：色、コスト、建物は b と上から何番目のトラックか、市場は品物と値。例：`オレンジ 9 b1 茶2`。該当するタイルがなければ `なし`{ $full ->
        [yes] 、部屋5がふさがっていれば `ふさがっている`。
       *[other] 。
    }
rajas-no-tile-c5 = 条件に合うタイルがないので、{ $who }は建築家を使えません。
rajas-c5-no-band = { $who }が入れ替えるのは市場のないいちばん高いタイル「{ $tile }」（コスト{ $cost }）です。ペアで買ったタイルにダイスをもう1個足すとコスト13〜18のタイルになりますが、ダミーはタイルにペア以上のダイスを使わないので、建築家は使えません。
rajas-ask-c5-tiles =
    建築家：{ $who }は「{ $old }」を、コスト{ $low }〜{ $high }の{ $colour }のタイルと入れ替えます。石切り場の山の一番上にある{ $colour }のタイルのうち、コスト{ $low }〜{ $high }のものを左から順に、カンマで区切って入力してください：コスト、建物は b と上から何番目のトラックか、市場は品物と値。例：`9 b1, 11 b3 茶2`。なければ `なし`{ $full ->
        [yes] 、部屋5がふさがっていれば `ふさがっている`。
       *[other] 。
    }
rajas-tile-returned = { $who }は入れ替えたタイル「{ $tile }」を戻します。

## 石切り場とタイル

rajas-quarry-ranking = { $who }は持っているダイスの数で色を並べます：{ $ranking }。このうち、払えるタイルがある最初の色で買います。
rajas-ask-quarry-tile =
    オートマはどのタイルを買いますか？ 石切り場の山の一番上を見てください。{ $count ->
        [1] 払えるのは { $ranking }。
       *[other] 次の順に、払えるタイルがある色を探します：{ $ranking }。
    }最初に見つかった色で、払えるいちばん高いタイルを買います（同額なら左の山）。
    そのタイルを色から入力してください：色、コスト、建物は b と上から何番目のトラックか、市場は品物と値。例：`紫 9 b1 b3 絹2`。どの色にもなければ `なし`{ $full ->
        [yes] 、石切り場のスペースがすべてふさがっていれば `ふさがっている`。
       *[other] 。
    }
rajas-quarry-passed = お答えによると、{ $colours }には{ $who }が払えるタイルがないので、次の色に進みます。
rajas-ask-quarry-tiles =
    { $who }が買える{ $colour }のタイルはどれですか？ 石切り場の山の一番上にある{ $colour }のタイルのうち、コスト{ $low }〜{ $high }のものを左から順に、カンマで区切って入力してください：コスト、建物は b と上から何番目のトラックか、市場は品物と値。例：`9 b1, 4 茶2`。ボットがその中から選びます。なければ `なし`{ $full ->
        [yes] 、石切り場のスペースがすべてふさがっていれば `ふさがっている`。
       *[other] 。
    }
rajas-no-tile = { $who }が買えるコスト{ $low }〜{ $high }の{ $colour }のタイルはありません。
rajas-one-die-instead = コスト7〜10の{ $colour }のタイルがないので、{ $who }はダイス1個でコスト6までのタイルを買います。
rajas-tile-bought = { $who }はタイル「{ $tile }」を買い、建物で名声{ $fame }、市場で{ $money }ルピーを得ます。
rajas-ask-building-fame = 建物はレベルごとに名声がいくつですか？ 個人ボードの4本の建物トラックを上から順に、レベル2・3・4に印刷された名声を入力してください。12個の数です。例：`1 2 3; 1 2 3; 2 3 4; 2 3 4`。

## 市場

rajas-market-pays = { $space }で、{ $who }は自分の市場（{ $markets }）から{ $amount }ルピーを得ます。
rajas-market-best = 空いているスペースのうち、{ $who }にいちばん多くのお金（{ $amount }ルピー）をもたらすのは{ $space }です。
rajas-goods-order = { $who }はこれらの品物の市場タイルを同じ枚数持っているので、多く稼げるスペースから試します：{ $goods }。

## 港と川

rajas-roll-steps =
    { $by ->
        [bot] ボットが川を進む歩数のダイスを振りました：{ $face }。
       *[player] あなたが振った歩数のダイス：{ $face }。
    }
rajas-roll-steps-ask = { $who }の船が川を進む歩数のダイスを振ってください。出た目を入力すれば、ボットがルールに従って歩数にします。
rajas-steps = 出目{ $face }なので、{ $who }の船は{ $steps }マス進みます。
rajas-steps-turned = 出目{ $face }は3より大きいので、ダイスを裏返して反対の面を使います。{ $who }の船は{ $steps }マス進みます。
rajas-boat = { $who }の船は{ $steps }マス進んで川のマス{ $boat }に止まり、そのボーナスを得ます。
rajas-river-at-end = { $who }の船はすでに川の終点（マス{ $boat }）にいるので、これ以上進みません。
rajas-river-loop = 川はループしています。{ $who }の船はマス{ $length }を越えると、マス1から続けて進みます。
rajas-ask-river-length = 川は何マスありますか？ 船のスタートの次のマスから最後のマスまで数えて、その数を入力してください。
rajas-ask-river-bonus = 川のマス{ $space }（スタートの次のマスから数えて）のボーナスは何ですか？ `お金 3`、`名声 2`、`カルマ 2`、`ダイス 2`、`ダイス カルマ`、`ワーカー`、`アップグレード` を `+` でつないで入力してください（例：`名声 2 + ダイス 1`）。なければ `なし`。

## バルコニーとテラス

rajas-roll-terrace =
    { $by ->
        [bot] ボットがテラスのダイスを振りました：{ $face }（6ならダイスではなく2ルピー）。
       *[player] あなたが振ったテラスのダイス：{ $face }（6ならダイスではなく2ルピー）。
    }
rajas-roll-terrace-ask = テラスでの{ $who }の行動を決めるダイスを振ってください。1〜5ならダイスを1個取り、6なら展望台で2ルピーを得ます。出た目を入力してください。
rajas-terrace-only-reroll = テラスのダイスのスペースはすべてふさがっているので、{ $who }は展望台に置いて2ルピーを得ます。
rajas-no-reroll = { $who }はそこで2ルピーを得ます（自分のダイスは振り直しません）。

## トラックとゲームの終了

rajas-ask-track = { $track }のボーナスマスはどこですか？ `マス ボーナス` を `;` で区切って入力してください（例：`5 ワーカー; 12 アップグレード; 20 川 1`）。ボーナス：お金 N、名声 N、カルマ N、ダイス N、ダイス カルマ、ワーカー、アップグレード、川 N。なければ `なし`。
rajas-ask-meet-sum = 名声マーカーとお金マーカーはどこで出会いますか？ 2つのマーカーは盤の周りを向かい合って進みます。2つが同じマスに並ぶとき、そのマスの名声の値とお金の値を足した合計を入力してください（例：58）。
rajas-ask-human-worker = あなたのマーカーは、第{ $round }ラウンドの何人目のワーカーで出会いましたか？ このラウンド最初に置いたワーカーなら1、2人目なら2…と入力してください。
rajas-ask-human-score = 最終得点：あなたの名声マーカーのマス、お金マーカーのマスの順に入力してください（例：`34 27`）。
rajas-score-bad = 「{ $value }」は2つの数になっていません。名声、お金の順に入力してください（例：`34 27`）。
rajas-score-not-met = マーカーが出会っているなら、名声とお金の合計は{ $least }以上です。「{ $value }」を確かめてください。
rajas-ask-end-now = 今すぐゲームを終え、マーカーの位置で得点を計算しますか？ あなたの名声とお金をお聞きします。
rajas-end-cancelled = ゲームを続けます。
rajas-standing = { $who }：名声{ $fame }・お金{ $money } → { $met ->
        [yes] { $distance }点
       *[no] マーカーは出会っていません（あと{ $apart }マス）
    }
rajas-ended-by = ゲームは第{ $round }ラウンド、{ $who }の{ $worker }人目のワーカーで終わりました。
rajas-winner =
    { $count ->
        [1] 勝者は{ $winners }です（{ $distance }点。名声マーカーとお金マーカーがすれ違った幅で、出会っただけなら1点）。
       *[other] { $winners }が同点で勝利です（各{ $distance }点。名声マーカーとお金マーカーがすれ違った幅で、出会っただけなら1点）。
    }
rajas-no-winner = 誰の名声マーカーとお金マーカーも出会わなかったので、勝者はいません。

## 入力のコード

rajas-code-bad-tile = 「{ $code }」はタイルとして読めません。コスト、建物は b と上から何番目のトラックか、市場は品物と値で入力してください（例：`9 b1 b3 絹2`、色が必要なときは先頭に：`オレンジ 9 b1 b3 絹2`）。なければ `なし`。
rajas-code-bad-bonus = 「{ $code }」はボーナスとして読めません。`お金 3`、`名声 2`、`カルマ 2`、`ダイス 2`、`ダイス カルマ`、`ワーカー`、`アップグレード`、`川 1` を `+` でつないでください（例：`お金 2 + 川 1`）。なければ `なし`。
rajas-code-bad-track = 「{ $code }」はトラックのボーナスとして読めません。`マス ボーナス` を `;` で区切ってください（例：`5 ワーカー; 12 アップグレード; 20 川 1`）。なければ `なし`。
rajas-code-bad-building-fame = 「{ $code }」は12個の数になっていません。建物トラックを上から順に、レベル2・3・4の名声を入力してください（例：`1 2 3; 1 2 3; 2 3 4; 2 3 4`）。
rajas-code-cost-range = そのタイルのコストは{ $cost }ですが、ルールが求めているのはコスト{ $low }〜{ $high }のタイルです。タイルを確かめるか、`なし` と入力してください。
rajas-code-too-dear = そのタイルのコストは{ $cost }です。{ $who }が{ $colour }で払えるのは{ $high }までです。タイルを確かめるか、`なし` と入力してください。
rajas-code-no-colour = そのタイルは何色ですか？ 色を先頭に付けてください（例：`オレンジ { $code }`）。
rajas-code-wrong-colour = 「{ $code }」は別の色ですが、ルールが求めているのは{ $colour }のタイルです。
rajas-code-river-in-river = 「{ $code }」：川のマスのボーナスに川の歩数は入りません。ほかのボーナスか `なし` を入力してください。
rajas-code-colour-not-allowed = その色は使えません。タイルの色は次のいずれかです：{ $colours }。
rajas-code-good-not-allowed = そのタイルには、オートマが求める品物（{ $goods }）の市場がありません。

## /rajas new のオプション

rajas-option-bad = オプション { $option } に「{ $value }」は使えません。使える値：{ $allowed }
rajas-option-unknown = 「{ $option }」というオプションはありません。使えるオプション：variant=beck|cherey、dummies=1..3、handicap=N、dice=bot|player、navaratna、ganga、seed=N
rajas-option-beck-only = { $option } はベック版専用のオプションです。variant=beck を付けてください。
rajas-game-over = このゲームは終了しています。/rajas new で新しいゲームを始められます。

## 盤面情報（/rajas board）

rajas-board-unknown-fact = 「{ $fact }」という項目はありません。項目：川の長さ N、川 マス ボーナス、名声 …、お金 …、合流 N、建物 トラック レベル 名声。
rajas-board-bad-value = { $fact } には{ $low }〜{ $high }の整数を指定してください。
rajas-board-corrected = 盤面情報を記録しました：{ $fact }
rajas-board-empty = 盤面情報はまだありません。必要になったときに一つずつお聞きします。
rajas-board-line = { $fact }
rajas-fact-river-length = 川は{ $length }マスです。
rajas-fact-river = 川のマス{ $space }：{ $bonus }。
rajas-fact-track = { $track }のボーナスマス：{ $bonuses }。
rajas-fact-meet = 名声マーカーとお金マーカーは合計{ $sum }（名声＋お金）で出会います。
rajas-fact-building = 上から{ $track }番目の建物：{ $levels }。
rajas-fact-level = レベル{ $level }で名声{ $fame }
rajas-fact-name-river-length = 川の長さ
rajas-fact-name-river = 川
rajas-fact-name-fame-track = 名声
rajas-fact-name-money-track = お金
rajas-fact-name-meet = 合流
rajas-fact-name-building = 建物

## 状況（/rajas status）

rajas-status-round =
    第{ $round }ラウンド ・ { $variant ->
        [beck] ベック版（ダミー）
       *[cherey] チェレイ版（オートマ）
    } ・ { $phase ->
        [setup] 準備中
        [over] 終了
       *[play] { $asking ->
            [yes] 手番の途中で、あなたの答えを待っています
           *[no] 次の手番：{ $next }
        }
    }
rajas-status-automaton =
    { $who }：名声 { $fame } ・ お金 { $money }ルピー
    ワーカー { $workers }/{ $workers_total }人 ・ 船 { $boat ->
        [0] 川のスタート
       *[other] 川のマス{ $boat }
    }
    ダイス { $dice }個（オレンジ { $orange }・紫 { $purple }・緑 { $green }・青 { $blue }）
    建物トラック（上から）：{ $upgrades }
    タイル { $tiles }枚：{ $tile_list }
    このラウンドの配置：{ $placed }
rajas-status-over = ゲーム終了。{ $count ->
        [0] 勝者はいません。
       *[other] 勝者：{ $winners }
    }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — 新しいゲームを始める（dummies と handicap はベック版用）
    /rajas turn [スペース] — オートマ／ダミーの次の手番（開いている質問があればそれを再表示）。置いたスペースを添えると（例：/rajas turn オレンジのテラス）、盤面について質問せずに済む
    /rajas status — 各オートマ／ダミーのダイス・お金・名声・ワーカー・船・建物・タイルと、次の手番
    /rajas log — これまでの決定すべて（ルールとあなたの答え付き）
    /rajas board [項目 値] — 盤面情報の表示、または修正：川の長さ N、川 マス ボーナス、名声 …、お金 …、合流 N、建物 トラック レベル 名声
    /rajas taken スペース — このラウンドにあなたが置いたスペースを報告する（例：オレンジのテラス、石切り場、部屋3）
    /rajas undo — 1手順戻す
    /rajas end — 今すぐゲームを終え、得点を計算する

## チャットサービスでこのゲームに使う言葉

# 文中での題名（`game` パラメータのあるメッセージでは `$title` として使えます）
game-rajas = 『ガンジスの藩王』

# Discordのスラッシュコマンド（名前: 小文字、空白なし、32文字まで。説明は100文字まで）
cmd-rajas = ガンジスの藩王：オートマやダミーと対戦する
cmd-name-taken = 使用済み
cmd-rajas-new = このチャンネルで『ガンジスの藩王』の新しいゲームを始める
cmd-rajas-board = ボットが知っている盤面の情報。項目を指定すると訂正する
cmd-rajas-taken = このラウンドにあなたがワーカーを置いたスペースを伝える
cmd-rajas-new-variant = ベック版（ダミー）かチェレイ版（オートマ、既定）
cmd-rajas-new-dummies = ベック版：ダミーの人数（1〜3）
cmd-rajas-new-dice = 決定ダイスを振る人
cmd-rajas-new-handicap = ベック版：ダミーのハンデ
cmd-rajas-new-navaratna = ナヴァラトナ・モジュールを使う
cmd-rajas-new-ganga = ガンガー・モジュールを使う
cmd-rajas-new-seed = シードからゲームを再現する
cmd-rajas-board-fact = 項目とその値（例：meet 58）
cmd-rajas-taken-space = 例：terrace-orange、quarry、chamber-3
cmd-param-variant = 方式
cmd-param-dummies = ダミー
cmd-param-handicap = ハンデ
cmd-param-navaratna = ナヴァラトナ
cmd-param-ganga = ガンガー
cmd-param-fact = 項目
cmd-param-space = スペース
cmd-choice-variant-beck = ベック版・ダミー
cmd-choice-variant-cherey = チェレイ版・オートマ
cmd-rajas-turn-space = あなたが置いたスペース（例：オレンジのテラス）。ボットが盤面について質問せずに済む
cmd-rajas-odds-variant = チェレイ版のオートマ（既定）または ベック版のダミー
cmd-rajas-odds-dummies = ベック版：ダミーの人数（1〜3）

# 盤面の画像（bot/pictures）
picture-rajas-title = { $title } · 第{ $round }ラウンド
picture-rajas-seat = { $who }（席{ $seat }）
picture-rajas-dice = ダイス：{ $dice }個
picture-rajas-workers = ワーカー：{ $workers }/{ $total }人
picture-rajas-tracks = 名声 ↔ お金
picture-rajas-fame = 名声 { $fame }
picture-rajas-money = お金 { $money }
picture-rajas-apart = 2つのマーカーはあと{ $spaces }マス離れています。
picture-rajas-met = マーカーが出会いました：このラウンドでゲームが終わります。
picture-rajas-meet-unknown = マーカーが出会う位置はまだ聞いていません。
picture-rajas-river = 川：{ $boat }
picture-rajas-levels = 建物
picture-rajas-track = トラック{ $track }
picture-rajas-tiles = タイル：{ $tiles }枚

# 入力中に示す候補（Discordのオートコンプリート）
suggest-rajas-river-length = 川のマスの数
suggest-rajas-river = 川のマスとそのボーナス（例：river 3 money 2）
suggest-rajas-fame-track = 名声トラックのボーナスマス（例：5 worker; 12 upgrade）
suggest-rajas-money-track = お金トラックのボーナスマス（例：8 river 1）
suggest-rajas-meet = 名声とお金のマーカーが出会う場所（その合計）
suggest-rajas-building = 建物の名声：トラック、レベル、名声（例：building 1 3 4）

# チャットサービスの文のうち、このゲーム独自の言葉: 新しいゲームで名乗るボット、盤面の見出し
rajas-variant-beck = ベック版・ダミー
rajas-variant-cherey = チェレイ版・オートマ
rajas-board-header = わかっている盤面情報（ボードプロファイル）です。修正するには /rajas board 項目 値 と入力してください。

# オートマの成績（/rajas odds）のこのゲーム独自の言葉
rajas-odds-automa = { $variant ->
       *[cherey] チェレイ版のオートマ
        [beck] { $dummies ->
            [1] ベック版のダミー
           *[other] ベック版のダミー{ $dummies }人のうち最高の一人
        }
    }
rajas-odds-ends = 第{ $rlow }〜{ $rhigh }ラウンド
rajas-odds-none = その指定では{ $title }の成績表がありません。/rajas odds、/rajas odds beck 2、/splendor odds をお試しください。

# 勝者の一覧の中のダミー（文の途中での呼び方。`rajas-name-you` と同じ）
rajas-name-dummy-1 = { rajas-who-dummy-1 }
rajas-name-dummy-2 = { rajas-who-dummy-2 }
rajas-name-dummy-3 = { rajas-who-dummy-3 }

# ルールの説明(/rajas rule ID):各タグのルールを二、三文で。.title は一行の見出し。
# 用語は日本語版『ガンジスの藩王』に合わせる(ワーカー、名声、お金、タイル、
# 船、カルマ、建築家)。ベック版の相手はダミー、チェレイ版の相手はオートマと呼ぶ。
rajas-rule-r-2 = 2回目のダイスで宮殿の部屋を選びます。どの部屋もダイス1個を支払います（1：名声2と次ラウンドのスタートプレイヤー、2：ダイス2個と生産タイル、3：お金2とダイス1個、4：アップグレード1回とお金3、5：建築家、6：川を6マス前進）。
    .title = 宮殿の6つのアクション
rajas-rule-r-3 = ダイスは4色です。チェレイ版のオートマが選択肢が並んだときは、常にオレンジ > 紫 > 緑 > 青の順、商品なら絹 > 茶 > 香辛料の順を優先します。
    .title = 色とその優先順位
rajas-rule-r-4 = ボットはオートマの状態をすべて管理します（ワーカー、色ごとのダイス、お金、名声、船、建物のアップグレード、タイル）。ダイスの上限もカルマのマーカーもありません。カルマが必要なボーナスでは3として扱い、得たカルマはその分のお金になります。
    .title = オートマの持ち物
rajas-rule-r-5 = オートマはお金を支払いません。お金のかかるアクションスペースも無料で使います。お金マーカーは前にしか進まず、通過したお金トラックのボーナスはすべて受け取ります。
    .title = お金は減らない
rajas-rule-r-6 = 州タイルを買うとすぐに得点します。タイル上の建物ごとに、その建物の現在のアップグレード段階の名声を、そして市場に書かれたお金を得ます。
    .title = 州タイルの購入
rajas-rule-r-7 = ゲームは通常どおり、誰かの名声マーカーとお金マーカーが出会うか交差したラウンドの終わりに終了し、勝者を決めます。ボットはオートマのマーカーを見張り、あなたのマーカーは質問します。
    .title = ゲームの終了
rajas-rule-r-8 = このラウンドに誰かが置いたアクションスペースは空いていません。ボットは自分のオートマの位置は知っていますが、あなたのワーカーについては質問するか、/rajas taken で教えてもらいます。ワーカーは毎ラウンドの始めに戻ります。
    .title = 埋まっているスペース
rajas-rule-rb-s = 各ダミーは、ワーカー3人をトラックのボーナスマスに、3人を手元に置き、船を川のスタートに、各建物トラックを2に、名声0、お金は席順で4/5/6、各色のダイス1個で始めます。スタートプレイヤーは常にあなたです。
    .title = ダミーの準備
rajas-rule-rb-s2 = ハンディキャップhでは、準備の直後に各ダミーの名声をhマス、お金を2hマス進め、途中で通過したボーナスをすべて与えます。
    .title = ハンディキャップ
rajas-rule-rb-t = ワーカーが残っていないダミーは手番をパスします。そうでなければダイスで6つのエリアの1つを選び、有効でない目は振り直します。その後のダイス（部屋、色）も有効な目が出るまで振り直します。
    .title = ダミーの手番
rajas-rule-rb-v1 = ワーカーを置ける空きスペースがないエリアは有効ではありません。振り直します。
    .title = 空きスペースがない
rajas-rule-rb-v2 = ダミーも人間と同じようにダイスを支払います。ダイスがなければ宮殿、採石場、港、バルコニーは無効で、ダイスの要るスペースしか空いていない市場も無効です。
    .title = 支払うダイスがない
rajas-rule-rb-v3 = 採石場は、並んでいる州タイルのどれかを買えるときだけ有効です。ダイスは常に6として扱うので、無効になるのはダイスがないか、買える山が尽きたときだけです。
    .title = 採石場で買えるものがあること
rajas-rule-rb-v4 = タイルに市場を1つも持たないダミーにとって、市場は有効ではありません。
    .title = 市場タイルがなければ市場は無効
rajas-rule-rb-v5 = ダミーの船がガンジス川の終点に着いていたら、港は有効ではありません。
    .title = 川の終点
rajas-rule-rb-v6 = ダイスを5個以上持つダミーが5（バルコニー）か6（テラス）を出したら、2が出たものとして採石場へ行き、そこでタイルにダイスを使います。ダイスを際限なくためないためのルールです。
    .title = ダイス5個なら採石場へ
rajas-rule-rb-c = 宮殿では2回目のダイスで空いている有効な部屋を選び、ダミーはダイス1個（3-1-2の順）を払ってその部屋のアクションを行います。部屋5の建築家は、さらに新しいタイルにちょうど1個のダイスを使うので、合計2個です。
    .title = 宮殿
rajas-rule-rb-c5 = 建築家は、市場のないタイルをダミーが持っているときだけ有効です。そのうち最も高いタイルを、選んだ色のダイスをもう1個使って届く価格帯からランダムに引いたタイルと取り替えます。
    .title = 建築家
rajas-rule-rb-q = 採石場ではダミーはお金を払わずに一番安いスペースに置きます。最も多く持っている色を使い、2個そろっていれば価格7〜10のタイルを、1個なら6までのタイルを、その色の中からランダムに買います。
    .title = 採石場
rajas-rule-rb-m = 市場では、異なる市場に支払うダイス不要のスペースが空いていればそこに、なければ最もお金になる空きスペースにダミーが置きます。スペースが求めればダイスを払い、お金を受け取ります。
    .title = 市場
rajas-rule-rb-h = 港ではダミーはお金を払わずに一番安いスペースに置き、進む歩数をダイスで決めます（1〜2：1マス、3〜4：2マス、5〜6：3マス）。ダイスを1個（3-1-2の順）払って進み、止まったマスのボーナスを得ます。
    .title = 港
rajas-rule-rb-b = バルコニーでは、空いているスペースの中から3-1-2の順で支払うダイスを決め、そのスペースが与える別の色のダイス2個を受け取ります。
    .title = バルコニー
rajas-rule-rb-x = テラスでは、お金2のスペースが空いていればダミーがダイスを振り、6ならお金を取ります（ダイスは振り直しません）。1〜5か、そのスペースが埋まっていれば、ダイスを取るときのルール（RB-D1）で選んだ色のダイスを1個取ります。
    .title = テラス
rajas-rule-rb-d1 = ダイスを取るとき、ダミーはちょうど1個持っている色、次に1個も持っていない色、次に一番少ない色を選びます。並んだときはボットが見せるダイスで決めます。
    .title = 取るダイスの色
rajas-rule-rb-d2 = （タイル以外に）ダイスを払うとき、ダミーは3個以上持っている色、次に1個の色、次に2個の色を選びます。これが3-1-2の順です。並んだときはダイスで決めます。
    .title = 払うダイスの色
rajas-rule-rb-d3 = アップグレードでは、トラックを最大にするため、段階3の建物を段階2の建物より先に上げます。並んだときはダイスで決めます。
    .title = アップグレードする建物
rajas-rule-rb-e = 腕前を測るにはラウンドを数えます。ボットは終了を「ラウンドRのN人目のワーカーで終了」と伝えます。
    .title = 成績の測り方
rajas-rule-rc-s = オートマは1人です。1ラウンド目のスタートプレイヤーは決定ダイスで決め、偶数ならあなた、奇数ならオートマです。カルマは常に最大で、各色のダイス1個をカーリー像の上に置き、ダイスの上限はなく、ダイスを振ることもありません。
    .title = 準備
rajas-rule-rc-t = ワーカーがなければオートマはパスし、ダイスがなければ必ずテラスへ行きます。それ以外は決定ダイスでエリアを選び、使えなければ振り直さずに次に大きい数のエリアにします（6の次は1）。宮殿のダイスも同じです。
    .title = オートマの手番
rajas-rule-rc-g1 = ダイスを取るとき、オートマはペアを作るために1個だけ持っている色、次に持っていない色を選び、並んだときはオレンジ > 紫 > 緑 > 青で決めます。どちらもなければ、一番少ない色を取ります。
    .title = 取るダイスの色
rajas-rule-rc-g2 = 色の指定がない支払いでは、オートマは3個以上持っている色、次に1個の色、次にちょうどペアが残る色を使います。並んだときは色の優先順位で決めます。
    .title = 払うダイスの色
rajas-rule-rc-c = 宮殿では2回目の決定ダイスで空いている有効な部屋を選び（だめなら次の部屋）、ダイスを払って実行します。アップグレードは上の建物から順に、すべて2→3にしてから3→4へ。部屋5では、持っているタイルが最も少ない商品の市場タイルをダイス1個で買います。部屋6では、オートマの川は一周して続きます。
    .title = 宮殿のアクション
rajas-rule-rc-q = 採石場ではオートマはお金を払わずに一番安いスペースに置きます。ダイスの多い色から順に試し、タイルを買える最初の色で買います。1個6として払える最も高いタイルで、並んだときは一番左の山です。
    .title = 採石場
rajas-rule-rc-m = 市場では、空いていれば「品ぞろえ」のスペースに、なければ市場タイルを最も多く持つ商品のスペースにオートマが置きます。市場タイルがなければ港へ、必要なダイスがなければテラスへ行きます。
    .title = 市場
rajas-rule-rc-h = 港ではオートマはお金を払わずに一番安いスペースに置き、決定ダイスで歩数を決めます。4以上の目は裏返す（7 − n）ので1〜3マス進みます。ペアを崩さずに一番多い色のダイスを払います。
    .title = 港
rajas-rule-rc-b = バルコニーではオートマは1個だけの色、次に3個以上の色、次にペアの色を払い、そのスペースのダイス2個を取ります。ダイスが6個以上なら採石場へ行きます。
    .title = バルコニー
rajas-rule-rc-x = テラスではオートマはペアになる色、なければ持っていない色を取ります。ダイスが6個以上なら展望台に置き、2ルピーだけ得ます。
    .title = テラス
rajas-rule-rc-e = 誰かのマーカーが出会うか交差したら、そのラウンドの終わりにゲームが終わります。交差したマーカーの間が一番離れている人が勝ち、出会ったマスから1と数えます。
    .title = 終了と得点

# 難易度（engines/rajas/ladder.py）：名前と、何が変わるかの1行
rajas-level-beck-1 = ダミー1人
rajas-level-beck-1-about = ベック版：ダミー1人、ハンディキャップなし（RB-S）。
rajas-level-beck-1-h5 = ダミー1人・ハンデ5
rajas-level-beck-1-h5-about = ベック版：ダミー1人。ダミーは名声を5マス、お金を10マス進めて始め、通過したボーナスもすべて得ます（RB-S、RB-S2）。
rajas-level-beck-2 = ダミー2人
rajas-level-beck-2-about = ベック版：ダミー2人、ハンディキャップなし（RB-S）。
rajas-level-beck-2-h5 = ダミー2人・ハンデ5
rajas-level-beck-2-h5-about = ベック版：ダミー2人。各ダミーは名声を5マス、お金を10マス進めて始め、通過したボーナスもすべて得ます（RB-S、RB-S2）。
rajas-level-beck-3 = ダミー3人
rajas-level-beck-3-about = ベック版：ダミー3人、ハンディキャップなし（RB-S）。
rajas-level-beck-3-h5 = ダミー3人・ハンデ5
rajas-level-beck-3-h5-about = ベック版：ダミー3人。各ダミーは名声を5マス、お金を10マス進めて始め、通過したボーナスもすべて得ます（RB-S、RB-S2）。
rajas-level-cherey = チェレイ版・オートマ
rajas-level-cherey-about = チェレイ版のオートマの難易度は1段階のみです。ルールに難易度の調整はありません（RC-S）。

rajas-seat-beck = ダミー{ $number }
rajas-seat-cherey = オートマ
# 盤面の絵を言葉で（見えない人のための代替テキスト。スクリーンリーダーが読み上げる）
rajas-alt-title = { $title }、第{ $round }ラウンド。
rajas-alt-seat = { $who }（席{ $seat }）：名声{ $fame }、お金{ $money }ルピー、使えるワーカー{ $total }人中{ $workers }人。
rajas-alt-dice = ダイス{ $dice }個：オレンジ{ $orange }、紫{ $purple }、緑{ $green }、青{ $blue }。
rajas-alt-river = 船は{ $boat ->
        [0] 川のスタートにあります。
       *[other] 川のマス{ $boat }にあります。
    }
rajas-alt-levels = 建物トラック1〜4の段階：{ $levels }。
rajas-alt-tiles = { $count ->
        [0] タイルはありません。
       *[other] タイル{ $count }枚：{ $tiles }。
    }
rajas-alt-tile = { $colour }・コスト{ $cost }（{ $shows }）
rajas-alt-tile-bare = { $colour }・コスト{ $cost }
