# パンティカパイオン：ソロボット「ボトス」（seed 003）の説明・質問・用語（日本語）。
# 各イベント行の先頭には、チャット側が「[ルール] 」を付ける。資源は5色で、常に発展ボードの
# 並び（PB-7）の順：茶色、紫、ベージュ、オレンジ、緑。資源の組は色と数の並び（「茶色×2、緑×1」）。
#
# 用語集の出典：日本語版はないため、ソロモードの原文（seed 003、ロシア語、Евгений Петров）と英語のルールの語を
# 日本のボードゲームでふつうに使う語にしています。題名は古代都市 Panticapaeum の日本語表記「パンティカパイオン」。
# Ботос → ボトス。трирема → 三段櫂船。探索フェイズ・発展フェイズ、発展ボード、サプライ、上級モード a〜d。
# 建物は「棟」、資源は「個」で数えます（「つ」は九つまでしか使えないため）。

## パラメータとして渡される語

panticapaeum-colour-brown = 茶色
panticapaeum-colour-purple = 紫
panticapaeum-colour-beige = ベージュ
panticapaeum-colour-orange = オレンジ
panticapaeum-colour-green = 緑

panticapaeum-building-brown = 茶色の建物
panticapaeum-building-purple = 紫の建物
panticapaeum-building-beige = ベージュの建物
panticapaeum-building-orange = オレンジの建物
panticapaeum-building-green = 緑の建物

panticapaeum-harder-a = a：ラウンド1でもボトスが発展
panticapaeum-harder-b = b：三段櫂船が通ったタイルのうち、最も資源の多いタイルをボトスが獲得
panticapaeum-harder-c = c：建設に最も近い建物に向けてボトスが資源を獲得
panticapaeum-harder-d = d：優先順位ルールで決める場面は、ボトスの代わりにあなたが選択

# 数のついた色（数はメッセージ名の中にある。日本語では形が変わらない）。
-panticapaeum-brown = 茶色×{ $n }
-panticapaeum-purple = 紫×{ $n }
-panticapaeum-beige = ベージュ×{ $n }
-panticapaeum-orange = オレンジ×{ $n }
-panticapaeum-green = 緑×{ $n }

## 準備（PB-1、PB-9、PB-10）

panticapaeum-setup = ボトスを相手に2人プレイの準備をします。スタートプレイヤートークンはゲーム中ずっとあなたが持ち、毎ラウンドあなたが先に手番を行います。ボトスは盤の横に自分のエリアを持ち、資源と建物をそこに置きます。ボトスは都市に何も置かず、発展ボードを進まず、資源を売らず、コインも得ません。
panticapaeum-harder-on = 上級モード{ $mode }。
panticapaeum-standard = 標準難易度：ラウンド1ではボトスは発展フェイズを飛ばします。
panticapaeum-offered-cost = { $none ->
        [true] 前回のゲームでは、{ $colour }の建物は残っていませんでした。
       *[other] 前回のゲームでは、次の{ $building }のコストは{ $cost }でした。
    }
panticapaeum-ask-reuse-costs = このゲームでも、これらの建物のコストを使いますか？
panticapaeum-costs-reused = コストを引き継ぎました。分からないものだけ尋ねます。/panticapaeum cost 色 … でいつでも修正できます。
panticapaeum-your-turn = ラウンド{ $round }、あなたの手番 { $turn }/{ $turns }：探索フェイズでタイルを取って三段櫂船を動かしたら、/panticapaeum turn と入力してください。

## あなたの探索：三段櫂船（PB-2）

panticapaeum-ask-your-tile = あなたが取ったタイルには、資源がいくつ描かれていますか？
panticapaeum-trireme = { $count ->
        [0] あなたのタイルには資源がないので、三段櫂船はこれ以上進みません。今いるタイルがボトスのものです。
       *[other] 三段櫂船をさらに{ $count }タイル進め（あなたのタイルの資源1つにつき1タイル）、そこに置いてください。止まったタイルがボトスのものです。
    }
panticapaeum-row-ends = 途中でタイルの列が尽きたら、三段櫂船は最後のタイルで止まります。
panticapaeum-harder-b-reminder = 上級モードb：ボトスは自分の手番で、この探索で三段櫂船が通ったタイル（通常の移動と追加の移動の両方、止まったタイルも含む）のうち最も資源の多いものを取ります。
panticapaeum-your-development = 次はあなたの発展フェイズです。建物を建てたら、その色の次の建物のコストを教えてください：/panticapaeum cost 色 … 終わったら /panticapaeum turn でボトスの手番です。

## ボトスの手番（PB-3〜PB-7）

panticapaeum-botos-turn = ラウンド{ $round }、ボトスの手番 { $turn }/{ $turns }。
panticapaeum-ask-tile = 三段櫂船の下のタイルには何がありますか？ 資源を入力する（例：茶色2 緑1）か、1つずつタップしてください。
panticapaeum-ask-passed = 上級モードb：あなたの探索で三段櫂船はいくつのタイルを通りましたか？ 止まったタイルも数えてください。
panticapaeum-ask-passed-tile = { $count ->
        [1] 三段櫂船の下のタイルには何がありますか？
       *[other] { $count }枚中{ $nth }枚目のタイル（三段櫂船の出発点から数えて、{ $count }枚目が止まったタイル）には何がありますか？
    }資源を入力する（例：茶色2 緑1）か、1つずつタップしてください。
panticapaeum-colour-option = { $colour }
panticapaeum-empty-tile-option = なし（空のタイル）
panticapaeum-none-left-option = 残っていない
panticapaeum-ask-more = ここまで：{ $so_far }。まだありますか？ 色をタップすると1つ追加、終わったら「以上」。
panticapaeum-tap-done = ✓ 以上
panticapaeum-tap-more = ＋{ $colour }×1
panticapaeum-richest = 上級モードb：三段櫂船が通った{ $tiles }枚のタイルのうち、最も多いのは資源{ $count }個のタイル{ $nth }です。
panticapaeum-richest-tie = タイル{ $tiles }は資源の数が同じです。優先順位ルールにより、茶色、次に紫、ベージュ、オレンジ、緑が多いものを取ります：タイル{ $nth }。
panticapaeum-richest-same = タイル{ $tiles }はまったく同じ資源です。ボトスは三段櫂船が最後に着いたタイル{ $nth }を取ります。
panticapaeum-ask-pick-tile = 上級モードd：資源{ $count }個のタイルが複数あります。ボトスはどれを取りますか？
panticapaeum-option-tile = タイル{ $nth }：{ $resources }
panticapaeum-picked-tile = 上級モードd：あなたはボトスのためにタイル{ $nth }を選びました。
panticapaeum-takes-tile = ボトスは{ $nth ->
        [0] そのタイル
       *[other] タイル{ $nth }
    }を取り、描かれたものをすべて得ます：{ $count ->
        [0] 資源なし。
       *[other] { $resources }。
    }タイルは捨ててください。ボトスはタイルを都市に置きません。
panticapaeum-skip-development = ラウンド1：ボトスは発展フェイズを飛ばします。
panticapaeum-harder-a-develops = 上級モードa：ボトスはラウンド1でも発展フェイズを飛ばしません。
panticapaeum-nothing-to-pay = ボトスは資源を持っていないので、どの建物も支払えません。
panticapaeum-ask-cost = 次の{ $building }のコストはいくつですか？ 資源を入力する（例：茶色2 ベージュ1）か、1つずつタップしてください。{ $colour }の建物が残っていなければ「残っていない」。
panticapaeum-ask-new-cost = ボトスがその{ $building }を取りました。次の{ $building }のコストはいくつですか？ 入力、タップ、または「残っていない」。
panticapaeum-can-build = ボトスが支払える建物は{ $count }棟：{ $buildings }。
panticapaeum-cannot-build = ボトスが支払える建物はありません。
panticapaeum-priority = { $tied }が並んでいます。優先順位ルール（茶色、紫、ベージュ、オレンジ、緑：発展ボードの上から順）により{ $choice }を選びます。
panticapaeum-ask-pick = 上級モードd：ここは優先順位ルールが決める場面です。ボトスにとって最も得になるよう、あなたが選んでください。{ $why ->
        [build] どの建物を建てますか？
        [gain] どの資源を得ますか？
       *[other] どの建物に向けて資源を得ますか？
    }
panticapaeum-picked = 上級モードd：あなたはボトスのために{ $choice }を選びました。
panticapaeum-option-building = { $building }：{ $cost }を支払い、ボトスの得点 { $before } → { $after }
panticapaeum-option-resource = { $colour }×1：{ $count } → { $after }
panticapaeum-option-aim = { $building }：あと{ $count }個不足。{ $colour }＋1（現在{ $have }）
panticapaeum-builds = ボトスは{ $building }を建てます。{ $cost }をサプライに戻し、建物は自分のエリアに置きます（都市には置きません）。この色の建物は{ $count }棟になりました。
panticapaeum-next-cost = { $none ->
        [true] { $colour }の建物はもう残っていません。
       *[other] 次の{ $building }のコストは{ $cost }です。
    }
panticapaeum-gains-most = ボトスは最も多く持っている色、{ $colour }を1つ得ます（現在{ $count }）。
panticapaeum-nearest = 上級モードc：建設に最も近い（不足{ $count }個）のは{ $buildings }です。
panticapaeum-gains-nearest = ボトスはその{ $building }の色、{ $colour }を1つ得ます（現在{ $count }）。
panticapaeum-nothing-left-to-aim = 上級モードc：目指せる建物が残っていないので、ボトスは標準ルールどおりに資源を得ます。
panticapaeum-holds = ボトスの資源は現在{ $total }個（上限なし）：茶色{ $brown }、紫{ $purple }、ベージュ{ $beige }、オレンジ{ $orange }、緑{ $green }。
panticapaeum-score = ボトスの現在の得点：{ $points }点（建物{ $building_points }点、資源{ $resource_points }点）。

## ラウンド（PB-3.1）

panticapaeum-round-over = ラウンド{ $round }が終わりました。
panticapaeum-ask-game-over = 今のがラウンド{ $round }、最終ラウンド（3手番×5ラウンド）でした。ゲームは終わりですか？ （いいえ：もう1ラウンド）
panticapaeum-game-goes-on = ゲームはもう1ラウンド続きます。
panticapaeum-round-said = ボトスの手番{ $count }回の後で、ラウンド{ $round }が終わったとのことです。

## 終了（PB-8）

panticapaeum-final-buildings = ボトス：{ $building }×{ $count } → { $points }点。
panticapaeum-final-resources = 残りの資源{ $count }個：{ $count }点。
panticapaeum-final-botos = ボトスの得点は{ $points }点です（都市を作らないので干ばつの失点はなく、コインの得点もありません）。
panticapaeum-ask-your-score = 通常のルールで数えたあなたの得点は何点ですか？
panticapaeum-winner = あなた{ $human }点、ボトス{ $botos }点：{ $winner ->
        [human] あなたの勝ちです！
        [botos] ボトスの勝ちです。
       *[other] 引き分けです。
    }
panticapaeum-ask-end-now = 今ゲームを終えて、現状のまま得点を数えますか？
panticapaeum-end-cancelled = ゲームを続けます。

## コスト（PB-10）

panticapaeum-cost-noted = { $none ->
        [true] 了解：{ $colour }の建物はもう残っていません。
       *[other] 了解：次の{ $building }のコストは{ $cost }です。
    }

## 状況

panticapaeum-status-resources = ボトスの資源：茶色{ $brown }、紫{ $purple }、ベージュ{ $beige }、オレンジ{ $orange }、緑{ $green }（計{ $total }）。
panticapaeum-status-buildings = ボトスの建物：茶色{ $brown }、紫{ $purple }、ベージュ{ $beige }、オレンジ{ $orange }、緑{ $green }（計{ $total }）。
panticapaeum-status-score = ボトスの得点：{ $points }点（建物{ $building_points }点、資源{ $resource_points }点）。
panticapaeum-status-cost = { $none ->
        [true] { $colour }の建物はもう残っていません。
       *[other] 次の{ $building }：{ $cost }。
    }
panticapaeum-status-cost-unknown = 次の{ $building }：コストはまだ聞いていません。
panticapaeum-status-harder = { $count ->
        [0] 標準難易度（上級モードなし）。
       *[other] 上級モード：{ $modes }。
    }
panticapaeum-status-next = ラウンド{ $round }、手番 { $turn }/{ $turns }。{ $next ->
        [explore] 次はあなたの探索：タイルを取って三段櫂船を動かしたら /panticapaeum turn。
        [explore-asking] あなたの探索の途中で、あなたの答えを待っています。
        [botos-asking] ボトスの手番の途中で、あなたの答えを待っています。
        [asking] 質問への答えを待っています。
       *[other] 次はボトスの手番：あなたの発展フェイズが終わったら /panticapaeum turn。
    }
panticapaeum-status-over = ゲームは終了しました：あなた{ $human }点、ボトス{ $botos }点、{ $winner ->
        [human] あなたの勝ち。
        [botos] ボトスの勝ち。
       *[other] 引き分け。
    }

## 受け付けられない入力

panticapaeum-option-unknown = 「{ $option }」というオプションはありません。オプションは harder=a、b、c、d（複数可、例：harder=ac）です。
panticapaeum-option-harder = 「{ $value }」は上級モードではありません。a、b、c、d の文字を使ってください（例：harder=ac）。
panticapaeum-resources-bad = 「{ $value }」を資源として読めません。数と色を入力してください（例：茶色2 緑1、または なし）。色：{ $colours }。
panticapaeum-resources-count = 「{ $value }」は多すぎます。1色につき{ $max }個までです。
panticapaeum-cost-usage = 色とコストを指定してください。例：/panticapaeum cost 茶色 茶色2 ベージュ1、または /panticapaeum cost 茶色 なし。
panticapaeum-botos-first = 先にボトスの手番です：/panticapaeum turn。
panticapaeum-round-not-begun = ラウンド{ $round }は始まったばかりで、ボトスはまだ手番を行っていません。
panticapaeum-game-over = ゲームは終了しました。/panticapaeum new で新しいゲームを始められます。
panticapaeum-verb-unknown = 「{ $verb }」はパンティカパイオンのコマンドではありません。/panticapaeum help を見てください。

## ヘルプ

panticapaeum-help =
    /panticapaeum new [harder=a|b|c|d、複数可：harder=ac] — ボトスとのゲーム（a：ラウンド1でも発展、b：最も資源の多いタイル、c：建設に最も近い建物へ、d：あなたが選ぶ）
    /panticapaeum turn — タイルを取った後：三段櫂船、発展の後：ボトスの手番
    /panticapaeum cost 茶色 茶色2 ベージュ1 | cost 茶色 なし — ある色の次の建物のコスト
    /panticapaeum round — このラウンドは終わり（1ラウンド3手番、5ラウンド）
    /panticapaeum status | board | log | undo | end — ボトスの資源・建物・得点とコスト | 同じ内容を文章で | 判断の記録 | 1手順戻す | 今すぐ得点計算
    資源：茶色2 緑1（茶色、紫、ベージュ、オレンジ、緑）

## Discord のスラッシュコマンド（説明は100文字以内、名前は小文字）

cmd-panticapaeum = パンティカパイオン：ソロボットのボトスと対戦
cmd-panticapaeum-new = このチャンネルでボトスとの新しいゲームを始める
cmd-panticapaeum-new-harder = 上級モード：a〜d の1文字以上（例：ac）
cmd-panticapaeum-cost = ある色の次の建物のコスト
cmd-panticapaeum-cost-text = 色とコスト（例：茶色 茶色2 ベージュ1、または 茶色 なし）
cmd-panticapaeum-round = このラウンドは終わり
cmd-panticapaeum-board = ボトスの場・得点・コストを文章で（直前の判断が先頭）

## 数のついた色（上の用語を参照）

panticapaeum-n-brown-1 = { -panticapaeum-brown(n: 1) }
panticapaeum-n-brown-2 = { -panticapaeum-brown(n: 2) }
panticapaeum-n-brown-3 = { -panticapaeum-brown(n: 3) }
panticapaeum-n-brown-4 = { -panticapaeum-brown(n: 4) }
panticapaeum-n-brown-5 = { -panticapaeum-brown(n: 5) }
panticapaeum-n-brown-6 = { -panticapaeum-brown(n: 6) }
panticapaeum-n-brown-7 = { -panticapaeum-brown(n: 7) }
panticapaeum-n-brown-8 = { -panticapaeum-brown(n: 8) }
panticapaeum-n-brown-9 = { -panticapaeum-brown(n: 9) }
panticapaeum-n-purple-1 = { -panticapaeum-purple(n: 1) }
panticapaeum-n-purple-2 = { -panticapaeum-purple(n: 2) }
panticapaeum-n-purple-3 = { -panticapaeum-purple(n: 3) }
panticapaeum-n-purple-4 = { -panticapaeum-purple(n: 4) }
panticapaeum-n-purple-5 = { -panticapaeum-purple(n: 5) }
panticapaeum-n-purple-6 = { -panticapaeum-purple(n: 6) }
panticapaeum-n-purple-7 = { -panticapaeum-purple(n: 7) }
panticapaeum-n-purple-8 = { -panticapaeum-purple(n: 8) }
panticapaeum-n-purple-9 = { -panticapaeum-purple(n: 9) }
panticapaeum-n-beige-1 = { -panticapaeum-beige(n: 1) }
panticapaeum-n-beige-2 = { -panticapaeum-beige(n: 2) }
panticapaeum-n-beige-3 = { -panticapaeum-beige(n: 3) }
panticapaeum-n-beige-4 = { -panticapaeum-beige(n: 4) }
panticapaeum-n-beige-5 = { -panticapaeum-beige(n: 5) }
panticapaeum-n-beige-6 = { -panticapaeum-beige(n: 6) }
panticapaeum-n-beige-7 = { -panticapaeum-beige(n: 7) }
panticapaeum-n-beige-8 = { -panticapaeum-beige(n: 8) }
panticapaeum-n-beige-9 = { -panticapaeum-beige(n: 9) }
panticapaeum-n-orange-1 = { -panticapaeum-orange(n: 1) }
panticapaeum-n-orange-2 = { -panticapaeum-orange(n: 2) }
panticapaeum-n-orange-3 = { -panticapaeum-orange(n: 3) }
panticapaeum-n-orange-4 = { -panticapaeum-orange(n: 4) }
panticapaeum-n-orange-5 = { -panticapaeum-orange(n: 5) }
panticapaeum-n-orange-6 = { -panticapaeum-orange(n: 6) }
panticapaeum-n-orange-7 = { -panticapaeum-orange(n: 7) }
panticapaeum-n-orange-8 = { -panticapaeum-orange(n: 8) }
panticapaeum-n-orange-9 = { -panticapaeum-orange(n: 9) }
panticapaeum-n-green-1 = { -panticapaeum-green(n: 1) }
panticapaeum-n-green-2 = { -panticapaeum-green(n: 2) }
panticapaeum-n-green-3 = { -panticapaeum-green(n: 3) }
panticapaeum-n-green-4 = { -panticapaeum-green(n: 4) }
panticapaeum-n-green-5 = { -panticapaeum-green(n: 5) }
panticapaeum-n-green-6 = { -panticapaeum-green(n: 6) }
panticapaeum-n-green-7 = { -panticapaeum-green(n: 7) }
panticapaeum-n-green-8 = { -panticapaeum-green(n: 8) }
panticapaeum-n-green-9 = { -panticapaeum-green(n: 9) }

## チャットサービスでこのゲームに使う言葉

# 文中での題名（`game` パラメータのあるメッセージでは `$title` として使えます）
game-panticapaeum = 『パンティカパイオン』

# Discordのスラッシュコマンド（名前: 小文字、空白なし、32文字まで。説明は100文字まで）
cmd-name-round = ラウンド

# 盤面の画像（bot/pictures）
picture-panticapaeum-title = { $title } · 第{ $round }/{ $rounds }ラウンド、手番{ $turn }/{ $turns }
picture-panticapaeum-botos = ボトス：{ $points }点（建物{ $buildings }点、資源{ $resources }点）
picture-panticapaeum-resources = 資源
picture-panticapaeum-buildings = 建物
picture-panticapaeum-costs = 次の建物のコスト

# チャットサービスの文のうち、このゲーム独自の言葉: 新しいゲームで名乗るボット、ダイスのないゲーム
panticapaeum-variant-botos = ソロボット「ボトス」
panticapaeum-no-dice = ボトスはダイスを使いません。ゲームはあなたの回答だけで再現できます。
panticapaeum-verify-unsealed = { $title }ではダイスを使わないので、確かめるものはありません。

# オートマの成績: このゲームにはありません（/panticapaeum odds）
panticapaeum-odds-none = { $title }の成績表はありません。成績表があるのは『ガンジスの藩王』と『宝石の煌めき』のボットだけです（/rajas odds、/splendor odds）。


# ルールの説明(/panticapaeum rule ID):各タグのルールを二、三文で。.title は一行の見出し。
# 用語はシード(エフゲニー・ペトロフのソロモード v0.1)を日本語にしたもの(タイル、三段櫂船、
# 資源、探索フェイズ、発展フェイズ、勝利点)。
panticapaeum-rule-pb-1 = 2人戦と同じように準備します。あなたはゲーム中ずっとスタートプレイヤーマーカーを持ち、常に先に手番を行います。ボトスには資源と建物を置く場所を用意します。
    .title = 準備
panticapaeum-rule-pb-2 = あなたの探索フェイズで、いつもどおりタイルを取って三段櫂船を動かしたあと、取ったタイルに描かれた資源の数だけ船をさらに進めます。船が止まったタイルがボトスのものです。
    .title = 三段櫂船
panticapaeum-rule-pb-2-1 = 実際の三段櫂船はあなたが動かします。ボットが追加で何枚進むかを伝え、止まったタイルに何があるかを質問します。先にタイルの列が終われば、船は最後のタイルで止まります。
    .title = 三段櫂船の動かし方
panticapaeum-rule-pb-3 = ボトスの手番はあなたの発展フェイズのあとに来ます。探索フェイズ、次に発展フェイズを、それぞれ専用のルールで行います。
    .title = ボトスの手番
panticapaeum-rule-pb-3-1 = あなたは2〜4人戦と同じように手番を行い、ボトスはあなたの手番ごとに1回手番を行うので、1ラウンドのボトスの手番はあなたと同じ数です。ラウンドやゲームが終わったことはいつでもボットに伝えられます。
    .title = ラウンド
panticapaeum-rule-pb-4 = 探索フェイズでボトスは三段櫂船の下のタイルを取ります。描かれた資源はすべてボトスの場所へ移り、タイルは都市に置かずに捨てます。
    .title = 探索
panticapaeum-rule-pb-5 = 発展フェイズでボトスは、支払える建物があれば建てます。資源をサプライに戻し、建物は自分の場所に置きます。建てられなければ、一番多く持っている色の資源を1つ得ます。
    .title = 発展
panticapaeum-rule-pb-5-1 = 標準の難易度では、ボトスは1ラウンド目の間ずっと発展フェイズを飛ばします。
    .title = 1ラウンド目は発展なし
panticapaeum-rule-pb-6 = ボトスには資源5個の上限がなく、支払い以外で捨てることはありません。コインは、ラウンド終了時の家の収入も含めて一切得ません。
    .title = 上限なし、コインなし
panticapaeum-rule-pb-7 = 同じ条件の色の建物や資源から選ぶとき、ボトスは茶色、紫、ベージュ、オレンジ、緑の順（発展ボードの上から下）を優先します。
    .title = 優先順位のルール
panticapaeum-rule-pb-8 = 色ごとに、ボトスはその色の建物の数で得点します。1つで3点、2つで10点、3つで30点、4つ以上は1つにつき10点。さらに残った資源1つにつき1点です。通常ルールで数えたあなたの得点と比べ、並んだときは引き分けです。
    .title = 得点計算
panticapaeum-rule-pb-9 = より難しいモード（組み合わせ可）：（a）1ラウンド目も発展を飛ばさない、（b）三段櫂船が通ったタイルのうち資源の一番多いものを取る、（c）不足が一番少ない建物のための資源を得る、（d）並んだときはボトスに一番得になるようにあなたが決めます。
    .title = より難しいモード
panticapaeum-rule-pb-10 = ボットは、三段櫂船が通ったタイルと止まったタイルの資源、そして買える建物とそのコストを知る必要があります。内容がわかっているコンポーネントはワンタップで選び、そうでなければタイルとコストに描かれたものを入力します。
    .title = ボットが知るべきこと

# 難易度（engines/panticapaeum/ladder.py）：名前と、何が変わるかの1行
panticapaeum-level-botos = 標準
panticapaeum-level-botos-about = 標準難易度：ボトスはラウンド1の発展フェイズを飛ばします（PB-5.1）。
panticapaeum-level-botos-a = 上級モードa
panticapaeum-level-botos-a-about = 上級モード{ panticapaeum-harder-a }（PB-9）。
panticapaeum-level-botos-b = 上級モードb
panticapaeum-level-botos-b-about = 上級モード{ panticapaeum-harder-b }（PB-9）。
panticapaeum-level-botos-c = 上級モードc
panticapaeum-level-botos-c-about = 上級モード{ panticapaeum-harder-c }（PB-9）。
panticapaeum-level-botos-d = 上級モードd
panticapaeum-level-botos-d-about = 上級モード{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-ab = 上級モードa・b
panticapaeum-level-botos-ab-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-b }（PB-9）。
panticapaeum-level-botos-ac = 上級モードa・c
panticapaeum-level-botos-ac-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-c }（PB-9）。
panticapaeum-level-botos-ad = 上級モードa・d
panticapaeum-level-botos-ad-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-bc = 上級モードb・c
panticapaeum-level-botos-bc-about = 上級モード{ panticapaeum-harder-b }／{ panticapaeum-harder-c }（PB-9）。
panticapaeum-level-botos-bd = 上級モードb・d
panticapaeum-level-botos-bd-about = 上級モード{ panticapaeum-harder-b }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-cd = 上級モードc・d
panticapaeum-level-botos-cd-about = 上級モード{ panticapaeum-harder-c }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-abc = 上級モードa・b・c
panticapaeum-level-botos-abc-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-b }／{ panticapaeum-harder-c }（PB-9）。
panticapaeum-level-botos-abd = 上級モードa・b・d
panticapaeum-level-botos-abd-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-b }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-acd = 上級モードa・c・d
panticapaeum-level-botos-acd-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-c }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-bcd = 上級モードb・c・d
panticapaeum-level-botos-bcd-about = 上級モード{ panticapaeum-harder-b }／{ panticapaeum-harder-c }／{ panticapaeum-harder-d }（PB-9）。
panticapaeum-level-botos-abcd = 上級モードa・b・c・d
panticapaeum-level-botos-abcd-about = 上級モード{ panticapaeum-harder-a }／{ panticapaeum-harder-b }／{ panticapaeum-harder-c }／{ panticapaeum-harder-d }（PB-9）。

panticapaeum-seat-botos = ボトス
# 盤面の絵を言葉で（見えない人のための代替テキスト。スクリーンリーダーが読み上げる）
panticapaeum-alt-title = { $title }、第{ $round }/{ $rounds }ラウンド、手番{ $turn }/{ $turns }。
