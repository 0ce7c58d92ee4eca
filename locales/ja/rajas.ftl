### ラージャ・オブ・ガンジス: オートマ（Beck版ダミー／Cherey版オートマ）のメッセージ。
### ルールID（[RB-Q] など）はチャット側が行頭に付けるので、本文には書きません。

## 用語（パラメータとして他のメッセージに入ります）

rajas-colour-orange = オレンジ
rajas-colour-purple = 紫
rajas-colour-green = 緑
rajas-colour-blue = 青

rajas-good-silk = 絹
rajas-good-tea = 茶
rajas-good-spices = 香辛料

rajas-area-chambers = 宮殿の部屋
rajas-area-quarry = 採石場
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
rajas-space-quarry = 採石場のスペース
rajas-space-market-variety = 市場の「異なる品物」スペース（ダイス不要）
rajas-space-market-silk = 市場の絹スペース
rajas-space-market-tea = 市場の茶スペース
rajas-space-market-spices = 市場の香辛料スペース
rajas-space-harbor = 港のスペース
rajas-space-balcony-orange = バルコニー（オレンジ1個 → 紫2個）
rajas-space-balcony-green = バルコニー（緑1個 → 青2個）
rajas-space-balcony-purple = バルコニー（紫1個 → 緑2個）
rajas-space-balcony-blue = バルコニー（青1個 → オレンジ2個）
rajas-space-terrace-orange = テラスのオレンジのスペース
rajas-space-terrace-purple = テラスの紫のスペース
rajas-space-terrace-green = テラスの緑のスペース
rajas-space-terrace-blue = テラスの青のスペース
rajas-space-terrace-reroll = テラスの振り直し／2ルピーのスペース（展望台）

rajas-tier-one = ちょうど1個持っている色
rajas-tier-none = 1個も持っていない色
rajas-tier-fewest = いちばん少なく持っている色
rajas-tier-many = 3個以上持っている色
rajas-tier-pair = ちょうど2個（ペア）持っている色
rajas-tier-most = いちばん多く持っている色
rajas-tier-most-unpaired = ペアを崩さない色のうち、いちばん多く持っている色
rajas-tier-track-three = レベル3の建物トラック
rajas-tier-track-two = レベル2の建物トラック

rajas-track-fame = 名声トラック
rajas-track-money = お金トラック

rajas-who-you = あなた
rajas-who-automa = オートマ
rajas-who-dummy-1 = ダミー1
rajas-who-dummy-2 = ダミー2
rajas-who-dummy-3 = ダミー3

rajas-why-tile = 買うタイル
rajas-why-replace = 入れ替えるタイル

rajas-quick-none = なし
rajas-quick-none-free = 空きなし
rajas-quick-same = 同じ額

## 準備

rajas-setup-beck = Beck版ソロ: ダミー{ $dummies }人と対戦します。あなたが常にスタートプレイヤー（象）です。
rajas-setup-dummy = { $who }の準備: ワーカー3人が使用可能（残り3人はトラックのボーナスマス）、船は川のスタート、建物トラックはすべて2、名声0、お金{ $money }ルピー、ダイスは各色1個です。
rajas-setup-cherey = Cherey版ソロ: オートマはダイス各色1個（カーリー像の上）、カルマは常に最大、お金{ $money }ルピーで始めます。
rajas-handicap = ハンディキャップ: { $who }は名声+{ $fame }、お金+{ $money }ルピーで始めます。マーカーが通過したボーナスもすべて得ます。
rajas-roll-first-player =
    { $by ->
        [bot] ボットがスタートプレイヤー決めのダイスを振りました: { $face }。
       *[player] あなたが振ったスタートプレイヤー決めのダイス: { $face }。
    }
rajas-first-player =
    出目{ $face }は{ $face ->
        [2] 偶数
        [4] 偶数
        [6] 偶数
       *[other] 奇数
    }なので、第1ラウンドは{ $who }がスタートプレイヤーです。
rajas-profile-reused = 前回のゲームの盤面情報を使います。

## ラウンドと手番

rajas-round-start = 第{ $round }ラウンド開始。スタートプレイヤーは{ $who }です。
rajas-turn-start = ── 第{ $round }ラウンド：{ $who }の手番（このラウンド{ $worker }人目のワーカー）──
rajas-next =
    { $seat ->
        [0] あなたの番です。盤上でワーカーを置いたら /rajas turn と入力してください（置いたスペースは /rajas taken で報告できます）。
       *[other] 次は{ $who }の番です。/rajas turn で進めます。
    }
rajas-skip = { $who }はワーカーが残っていないので、手番を飛ばします。
rajas-passes-round = { $who }はどこにもワーカーを置けないので、このラウンドの残りはパスします。
rajas-starts-next-round = { $who }は次のラウンドのスタートプレイヤーになります。
rajas-end-cancelled = わかりました。ゲームを続けます。

## エリアの決定

rajas-roll-area =
    { $by ->
        [bot] ボットがエリア決定のダイスを振りました: { $face }。
       *[player] あなたが振ったエリア決定のダイス: { $face }。
    }
rajas-area = { $who }は{ $area }に置けるか確認します。
rajas-area-still-invalid = { $area }には置けないことがすでにわかっているので、振り直します。
rajas-reroll = { $area }には置けないので、ダイスを振り直します。
rajas-next-value = 置けないので、次の値のエリア「{ $area }」に進みます。
rajas-redirect = ルールにより、代わりに{ $area }へ向かいます。
rajas-no-valid-area = { $who }が置けるエリアはありません。
rajas-v6-quarry = 出目は{ $face }ですが、{ $who }はダイスを{ $dice }個（5個以上）持っているので、採石場（2）として扱います。
rajas-invalid-full = { $area }には空いているスペースがありません。
rajas-invalid-no-dice = { $who }はダイスを1個も持っていないので、ここには置けません。
rajas-invalid-no-market = { $who }は市場のあるタイルを持っていないので、市場は使えません。
rajas-invalid-no-tile = { $who }が買える{ $colour }のタイルがないので、採石場は使えません。
rajas-invalid-river-end = { $who }の船はすでに川の終点（マス{ $boat }）にいるので、港は使えません。
rajas-no-dice-terrace = { $who }はダイスを持っていないので、必ずテラスに行きます（オレンジ → 紫 → 緑 → 青の順で、最初に空いているスペース）。
rajas-too-many-dice = { $who }はダイスを{ $dice }個（6個以上）持っているので、バルコニーの代わりに採石場へ向かいます。
rajas-too-many-dice-lookout = { $who }はダイスを{ $dice }個（6個以上）持っているので、テラスでは展望台に置いて2ルピーだけ得ます。

## スペースの空き状況

rajas-space-taken = { $space }はふさがっています。
rajas-space-taken-by = { $space }には、すでに{ $by }が置いています。
rajas-place = { $who }はワーカー（このラウンド{ $worker }人目）を{ $space }に置きます。
rajas-cheapest-space = { $area }のいちばん安いスペースです（{ $who }はお金を払いません）。

## 宮殿の部屋

rajas-roll-room =
    { $by ->
        [bot] ボットが部屋決定のダイスを振りました: { $face }。
       *[player] あなたが振った部屋決定のダイス: { $face }。
    }
rajas-room-still-invalid = 部屋{ $room }は使えないことがすでにわかっているので、振り直します。
rajas-next-room = 次の値、部屋{ $room }を試します。
rajas-chambers-none-valid = 使える部屋がありません。
rajas-room5-no-marketless = { $who }は市場のないタイルを持っていないので、部屋5（建築家）は使えません。
rajas-room6-invalid = { $who }の船はマス{ $boat }にいて、川は{ $length }マスなので6マス進めません。部屋6は使えません。
rajas-c5-wants = { $who }は、市場タイルがいちばん少ない品物（{ $goods }：各{ $held }枚）の市場があるタイルを買います。色はダイスを持っている色（{ $colours }）に限り、コストに関係なくその色のダイス1個で支払います。
rajas-no-tile-c5 = 条件に合うタイルがないので、部屋5（建築家）は使えません。
rajas-tile-returned = { $who }は入れ替えたタイル「{ $tile }」を戻します。
rajas-yield-taken = { $who }は生産タイル（ボーナス「{ $bonus }」）を取り、すぐにそのボーナスを得ます。

## 採石場

rajas-no-tile = コスト{ $low }〜{ $high }の{ $colour }のタイルはありません。
rajas-tile-bought = { $who }はタイル「{ $tile }」を手に入れ、名声{ $fame }とお金{ $money }ルピーを得ます。

## 市場

rajas-goods-order = 市場スペースを試す順番: { $goods }。

## 港と川

rajas-roll-steps =
    { $by ->
        [bot] ボットが川を進む歩数のダイスを振りました: { $face }。
       *[player] あなたが振った歩数のダイス: { $face }。
    }
rajas-steps = 出目{ $face }なので、船は{ $steps }マス進みます。
rajas-steps-turned = 出目{ $face }は3より大きいので、ダイスを裏返して反対の面{ $steps }を使います。船は{ $steps }マス進みます。
rajas-boat = { $who }の船が{ $steps }マス進み、川のマス{ $boat }に止まります。
rajas-river-at-end = { $who }の船は川の終点（マス{ $boat }）にいるので、これ以上進みません。
rajas-river-loop = 川はループしています。マス{ $length }を越えたら、マス1から続けて進みます。

## テラス

rajas-roll-terrace =
    { $by ->
        [bot] ボットがテラスのダイスを振りました: { $face }（6なら2ルピー）。
       *[player] あなたが振ったテラスのダイス: { $face }（6なら2ルピー）。
    }
rajas-no-reroll = { $who }は2ルピーを得ます（自分のダイスは振り直しません）。
rajas-terrace-only-reroll = テラスの色のスペースがすべてふさがっているので、{ $who }は振り直し／2ルピーのスペースを使います。

## ダイスの選択と増減

rajas-colour-chosen = { $who }は{ $colour }を選びます: { $tier }（現在{ $have }個）。
rajas-tie-priority = { $options }が同順位なので、色の優先順位（オレンジ ＞ 紫 ＞ 緑 ＞ 青）で{ $chosen }に決まります。
rajas-gain-dice = { $who }は{ $colour }のダイスを{ $count }個得ます（{ $colour }は計{ $have }個）。
rajas-spend-dice = { $who }は{ $colour }のダイスを{ $count }個使います（{ $colour }は残り{ $have }個）。

## 名声・お金・ボーナス

rajas-gain-fame = { $who }は名声を{ $amount }得ます（計{ $total }）。
rajas-gain-money = { $who }は{ $amount }ルピーを得ます（計{ $total }ルピー）。
rajas-gain-worker = { $who }はワーカーを1人得ます（計{ $total }人）。
rajas-worker-none-left = { $who }のワーカーはすでに全員そろっているので、これ以上増えません。
rajas-karma-as-money = { $who }はカルマ{ $amount }の代わりに{ $amount }ルピーを得ます。
rajas-karma-dice = 「カルマと同数のダイス」: { $who }のカルマは常に3なので、ダイスを{ $count }個得ます。
rajas-track-bonus = { $who }のマーカーが{ $track }のマス{ $space }に達しました。ボーナス「{ $bonus }」を得ます。
rajas-upgrade = { $who }は上から{ $track }番目の建物トラックをレベル{ $level }に上げます。
rajas-upgrade-none = { $who }の建物トラックはすべて最大なので、アップグレードはありません。

## ゲームの終了

rajas-markers-met = { $who }の名声マーカー（{ $fame }）とお金マーカー（{ $money }）が出会いました。このラウンドの終わりにゲームが終わります。
rajas-standing = { $who }: 名声{ $fame }・お金{ $money } → { $met ->
        [yes] { $distance }点
       *[no] マーカーは出会っていません（あと{ $apart }マス）
    }
rajas-ended-by = ゲームは第{ $round }ラウンド、{ $who }の{ $worker }人目のワーカーで終わりました。
rajas-winner =
    { $count ->
        [1] 勝者は{ $winners }です（{ $distance }点）。
       *[other] { $winners }の同点勝利です（各{ $distance }点）。
    }
rajas-no-winner = 誰の名声マーカーとお金マーカーも出会わなかったので、勝者はいません。

## 質問（実物の盤面について）

rajas-ask-reuse-profile = このチャンネルの前回のゲームの盤面情報を使いますか？ { $facts }
rajas-ask-first-money = オートマがスタートプレイヤーです。ルールブックでスタートプレイヤーが最初に持つお金はいくらですか？（お金トラックの開始マス）
rajas-ask-free = 盤面を見てください。{ $space }は空いていますか？（このラウンドにあなたがそこへ置いていなければ「はい」）
rajas-ask-round-over = オートマは全員ワーカーを置き終えました。あなたも置き終えて、第{ $round }ラウンドは終わりですか？
rajas-ask-human-met = 第{ $round }ラウンドが終わりました。あなたの名声マーカーとお金マーカーは出会いましたか（または追い越しましたか）？
rajas-ask-human-mogul = このラウンド、あなたは部屋1（大ムガル）にワーカーを置きましたか？（置いた人が次のラウンドのスタートプレイヤーになります）
rajas-ask-human-fame = あなたの名声はいくつですか？ 名声トラック上のあなたのマーカーの位置を答えてください。
rajas-ask-human-money = あなたのお金はいくつですか？ お金トラック上のあなたのマーカーの位置を答えてください。
rajas-ask-human-worker = あなたは第{ $round }ラウンドの何人目のワーカーでゲームを終わらせましたか？（1〜6）
rajas-ask-end-now = 今すぐゲームを終えて得点を計算しますか？
rajas-ask-meet-sum = 得点トラックを見てください。名声マーカーとお金マーカーが同じマスに並んだとき、名声の値とお金の値の合計はいくつですか？（どのマスでも同じ合計になります）
rajas-ask-river-length = 川のマス数を数えてください。スタートの次のマスから終点まで何マスありますか？
rajas-ask-river-bonus =
    川のマス{ $space }に描かれたボーナスを入力してください。
    形式: `お金 3`、`名声 2`、`カルマ 2`、`ダイス 2`、`ダイス カルマ`、`ワーカー`、`アップグレード` を `+` でつなぎます。例: `ダイス 2 + 名声 1`（英語の money 3 なども可）。
    何もなければ `なし`。川のマスのボーナスに `川 N` は書けません。
rajas-ask-track =
    { $track }のボーナスマスを、マスの番号とボーナスで入力してください。
    形式: `マス ボーナス; マス ボーナス`（区切りは半角の ;）。例: `5 ワーカー; 12 アップグレード; 20 川 1`（英語: 5 worker; 12 upgrade; 20 river 1）。
    ボーナスの書き方: `お金 N`、`名声 N`、`カルマ N`、`ダイス N`、`ダイス カルマ`、`ワーカー`、`アップグレード`、`川 N`、複数は `+` でつなぎます。ボーナスマスがなければ `なし`。
rajas-ask-building-fame = オートマの個人ボードを見てください。上から{ $track }番目の建物トラックのレベル{ $level }には、名声がいくつと書かれていますか？
rajas-ask-yield =
    部屋2: オートマは生産タイルを1枚取り、すぐにそのボーナスを得ます。取る生産タイルのボーナスを入力してください。
    形式: `お金 3`、`名声 2`、`ダイス 2`、`ワーカー`、`アップグレード`、`川 1` など、複数は `+` でつなぎます。例: `ダイス 1 + 川 1`。ボーナスがなければ `なし`。
rajas-ask-tile-count = 採石場を見てください。山の一番上に見えている{ $colour }のタイルのうち、コストが{ $low }〜{ $high }のものは何枚ですか？
rajas-ask-tile-nth =
    { $count ->
        [1] 条件に合うタイルは1枚です。
       *[other] ダイスで、その{ $count }枚のうち左から{ $nth }枚目に決まりました。
    }その{ $colour }のタイル（コスト{ $low }〜{ $high }）を入力してください。
    形式: `コスト [b1〜b4] [品物と値]`。b は建物で、数字は上から何番目の建物トラックか。市場は品物と印刷された値。例: `9 b1 b3 絹2`（英語: 9 b1 b3 silk2）。
    そのタイルがなければ `なし`。
rajas-ask-quarry-tile =
    採石場: オートマは{ $colour }のダイスで払える（コスト{ $high }まで）いちばん高い{ $colour }のタイルを買います（同額なら左の山）。山の一番上を見て、そのタイルを入力してください。
    形式: `コスト [b1〜b4] [品物と値]`。b は建物で、数字は上から何番目の建物トラックか。市場は品物と印刷された値。例: `9 b1 b3 絹2`（英語: 9 b1 b3 silk2）。
    該当するタイルがなければ `なし`。
rajas-ask-c5-tile =
    部屋5（建築家）: オートマは{ $goods }の市場があるタイルを1枚買います。使える色（ダイスを持っている色）: { $colours }。コストに関係なく、タイルの色のダイス1個で払います。
    候補が複数あれば、色の優先順位（オレンジ ＞ 紫 ＞ 緑 ＞ 青）、品物の優先順位（絹 ＞ 茶 ＞ 香辛料）、コストの高い方、左の山の順で選びます。
    そのタイルを色も含めて入力してください。形式: `色 コスト [b1〜b4] [品物と値]`。例: `オレンジ 9 b1 絹2`（英語: orange 9 b1 silk2）。該当するタイルがなければ `なし`。
rajas-ask-market-best = 市場の「異なる品物」スペースはふさがっています。ダミーの市場（{ $goods }）で最も多くのお金になる、空いている市場スペースはどれですか？ 空いていなければ「空きなし」を選んでください。
rajas-ask-market-pays-more = オートマの市場にとって、{ $goods }のどの市場スペースがいちばん多くのお金になりますか？ 同じなら「同じ額」を選んでください。
rajas-ask-market-income = { $space }で、オートマの市場タイル（{ $markets }）から得られるお金は合計いくらですか？ 通常のルールで計算してください。

## 入力エラー

rajas-code-bad-tile = 「{ $code }」はタイルとして読めません。形式: `[色] コスト [b1〜b4] [品物と値]`、例: `9 b1 b3 絹2`。
rajas-code-bad-bonus = 「{ $code }」はボーナスとして読めません。例: `お金 3`、`ダイス 2 + 名声 1`、`ダイス カルマ`、`ワーカー`、`アップグレード`、`川 1`、または `なし`。
rajas-code-bad-track = 「{ $code }」はトラックのボーナスとして読めません。形式: `マス ボーナス; マス ボーナス`、例: `5 ワーカー; 12 アップグレード; 20 川 1`、または `なし`。
rajas-code-cost-range = コスト{ $cost }は範囲外です。コスト{ $low }〜{ $high }のタイルを入力してください。
rajas-code-no-colour = 「{ $code }」には色がありません。色を先頭に付けてください（例: `オレンジ 9 b1 絹2`）。
rajas-code-wrong-colour = ルールが求めているのは{ $colour }のタイルですが、「{ $code }」は別の色です。
rajas-code-colour-not-allowed = その色のタイルは買えません。色は{ $colours }のいずれかです。
rajas-code-good-not-allowed = そのタイルは条件に合いません。{ $goods }の市場があるタイルを入力してください。
rajas-code-river-in-river = 川のマスのボーナスに川の歩数は入れられません: 「{ $code }」
rajas-option-bad = オプション { $option }={ $value } は使えません。使える値: { $allowed }
rajas-option-unknown = 「{ $option }」というオプションはありません。使えるオプション: variant=beck|cherey、dummies=1..3、handicap=N、dice=bot|player、navaratna、ganga、seed=N
rajas-option-beck-only = { $option } はBeck版（variant=beck）専用のオプションです。
rajas-game-over = このゲームは終了しています。/rajas new で新しいゲームを始めてください。
rajas-space-unknown = 「{ $space }」というスペースはありません。使える名前: { $spaces }
rajas-space-reported = 記録しました: このラウンド、{ $space }はふさがっています。

## 盤面情報（/rajas board）

rajas-board-unknown-fact = 「{ $fact }」という項目はありません。使える項目: { $facts }
rajas-board-bad-value = { $fact } の値は{ $low }〜{ $high }の数字で指定してください。
rajas-board-corrected = 盤面情報を修正しました: { $fact } { $value }
rajas-board-empty = 盤面情報はまだありません。質問に答えると記録されます。
rajas-board-line = { $line }

## 状況（/rajas status）

rajas-status-round =
    第{ $round }ラウンド ・ { $variant ->
        [beck] Beck版（ダミー）
       *[cherey] Cherey版（オートマ）
    } ・ { $phase ->
        [setup] 準備中
        [over] 終了
       *[play] プレイ中
    } ・ 次の手番: { $next }
rajas-status-automaton =
    { $who }: 名声 { $fame } ・ お金 { $money }ルピー
    ワーカー { $workers }/{ $workers_total }人 ・ 船 マス{ $boat }
    ダイス { $dice }個（オレンジ { $orange }・紫 { $purple }・緑 { $green }・青 { $blue }）
    建物トラック（上から）: { $upgrades }
    タイル { $tiles }枚: { $tile_list }
    このラウンドの配置: { $placed }
rajas-status-over = ゲーム終了。勝者: { $winners }

rajas-help =
    /rajas new [variant=beck|cherey] [dummies=1..3] [handicap=N] [dice=bot|player] [navaratna] [ganga] [seed=N] — 新しいゲームを始めます
    /rajas turn — オートマの次の手番を進めます
    /rajas status — ゲームの状況を表示します
    /rajas log — これまでの全記録を表示します
    /rajas board [項目 値…] — 盤面情報の表示と修正: river-length N、river N ボーナス、fame-track …、money-track …、meet N、building トラック レベル 名声
    /rajas taken スペース — このラウンドにあなたが置いたスペースを報告します（例: terrace-orange、quarry、chamber-3）
    /rajas undo — 1手順戻します
    /rajas end — ゲームを終えます
