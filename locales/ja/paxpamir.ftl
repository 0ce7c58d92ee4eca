# パックス・パミール（第2版）：卓の審判兼記録係（日本語）。
# チャット側が各行の前に「[ルール] 」を付けます。プレイヤー名は入力されたとおりに表示します。
#
# 用語集の出典：日本語版『パックス・パミール 第2版』（テンデイズゲームズ）の語と、日本語のルール要約
# （Board Game Arena の日本語ヘルプ「Gamehelppaxpamir」、bodoge.hoobby.net のインスト・ワハーンのリファレンス）。
# Wakhan → ワハーン（ソロのオートマ。入力する名前としては Wakhan のまま）。宮廷、市場、ルピー、連合
# （アフガン・イギリス・ロシア）、シリンダー、部族、スパイ、愛国者、戦利品、贈り物、失脚、レバレッジ、徴税。
# 日本語のルール要約では dominance check を「優勢判定」と呼びます。このファイルは入力の構文（favoured など）の
# 翻訳が終わるまで「支配判定」「優勢スート」のままにしてあります（構文の行と徴税の行は別の作業で書き直し中）。
# 用語集の出典：Board Game Arena の日本語ヘルプ「Gamehelppaxpamir」（宮廷カード、市場、優勢判定、円柱駒）、
# bodoge.hoobby.net のインスト（イギリス・ロシア・アフガン、同盟、ブロック、ルピー）、このファイルの既存の語
# （連合、スート、忠誠、影響力、愛国者、戦利品、贈り物、星）。入力の語（paxpamir-typed-*）は Discord の
# コマンド名（台帳、ブロック、優勢スート、支配判定、捨て札、片付け）に合わせ、優勢判定・同盟・円柱駒も受け付けます。

## パラメーターとして渡す語

paxpamir-coalition-afghan = アフガン
paxpamir-coalition-british = イギリス
paxpamir-coalition-russian = ロシア
paxpamir-suit-political = 政治
paxpamir-suit-military = 軍事
paxpamir-suit-intelligence = 諜報
paxpamir-suit-economic = 経済
paxpamir-field-vp = 勝利点
paxpamir-field-rupees = ルピー
paxpamir-field-loyalty = 忠誠
paxpamir-field-influence = 影響力
paxpamir-field-gifts = 贈り物
paxpamir-field-prizes = 戦利品
paxpamir-field-patriots = 愛国者
paxpamir-field-cylinders = 場のシリンダー
paxpamir-field-stars = 星
paxpamir-what-column = 市場の列
paxpamir-what-tribes = 部族の数
paxpamir-what-pieces = 駒の数
paxpamir-what-spies = スパイの数
paxpamir-what-rank = カードのランク
paxpamir-what-own = そこにある自分の軍隊かスパイの数
paxpamir-not-a-patriot = 愛国者ではなかった

## コマンドで入力する語（bot/words/typed.py）：各メッセージの値は日本語のメッセージが教える語、
## `.forms` はほかに受け付ける書き方です。大文字・小文字は区別せず、英語の語はいつでも使えます。

paxpamir-typed-ledger = 台帳
    .forms = 記録
paxpamir-typed-blocks = ブロック
paxpamir-typed-favoured = 優勢
    .forms = 優勢スート
paxpamir-typed-check = 判定
    .forms = 支配判定, 優勢判定
paxpamir-typed-final = 最終
    .forms = 最後
paxpamir-typed-discard = 捨て札
    .forms = 捨てる
paxpamir-typed-tribe = 部族
paxpamir-typed-card = カード
paxpamir-typed-cleanup = 片付け
    .forms = クリーンアップ
paxpamir-typed-cost = コスト
    .forms = 費用
paxpamir-typed-buy = 購入
paxpamir-typed-play = プレイ
    .forms = 賄賂
paxpamir-typed-gift = 贈り物
paxpamir-typed-build = 建設
paxpamir-typed-betray = 裏切り
paxpamir-typed-spies = スパイ
paxpamir-typed-tax = 徴税
    .forms = 税
paxpamir-typed-battle = 戦闘
    .forms = 戦い
paxpamir-typed-market = 市場
paxpamir-typed-rule = 支配
paxpamir-typed-vp = 勝利点
    .forms = 点数, 点
paxpamir-typed-rupees = ルピー
paxpamir-typed-loyalty = 忠誠
    .forms = 同盟
paxpamir-typed-influence = 影響力
paxpamir-typed-patriots = 愛国者
paxpamir-typed-patriot = 愛国者
paxpamir-typed-prizes = 戦利品
paxpamir-typed-prize = 戦利品
paxpamir-typed-gifts = 贈り物
paxpamir-typed-cylinders = シリンダー
    .forms = 円柱駒, 円柱
paxpamir-typed-stars = 星
paxpamir-typed-political = 政治
paxpamir-typed-military = 軍事
paxpamir-typed-intelligence = 諜報
    .forms = 情報
paxpamir-typed-economic = 経済
paxpamir-typed-afghan = アフガン
    .forms = アフガニスタン
paxpamir-typed-british = イギリス
    .forms = 英国
paxpamir-typed-russian = ロシア

## 準備と手番（PP-1、PP-2）

paxpamir-ask-players = 誰が遊びますか？ 席順に名前をカンマ区切りで入力してください。1〜5人、名前はそれぞれ1語です（`Wakhan` と入力した席はオートマのワハーンです）。例：`Ana, Ben, Wakhan`
paxpamir-ask-loyalty = { $who }の忠誠先はどの連合ですか？
paxpamir-setup = { $count }人の卓です。勝利点、各プレイヤーのルピー・忠誠・影響力・星・場のシリンダー、連合のブロック、優勢スート（開始時は{ $favoured }）を記録します。全員{ $rupees }ルピーから始めます。
paxpamir-joins = { $who }：{ $coalition }連合に忠誠、{ $rupees }ルピー、影響力1。
paxpamir-joins-wakhan = { $who }はオートマです。すべての連合に忠誠を誓い、手はAIデッキが決め、数値は皆と同じように私が記録します（{ $rupees }ルピー）。ワハーンのルールにより、最初の手番は彼女です。
paxpamir-how = 変化があったらその都度教えてください：/paxpamir { $who } ルピー +3、/paxpamir ブロック アフガン 6、/paxpamir 優勢 軍事。支配判定を解決するときは /paxpamir 判定（最後は 判定 最終）、手番が終わったら /paxpamir turn、卓全体は /paxpamir status。
paxpamir-turn = { $who }の手番：アクションは2回まで（購入、プレイ、カードアクション）、ほかに無料アクション。優勢スート（{ $suit }）のカードアクションはアクションを消費しません。
paxpamir-turn-wakhan = { $who }の手番：AIカードを1枚めくって、その指示に従ってください。ルピー・点数・駒が変わったら教えてください。優勢スート：{ $suit }。
paxpamir-turn-over = { $who }の手番終了：クリーンアップです。

## クリーンアップと上限（PP-8、PP-9）

paxpamir-limits = { $who }は宮廷に{ $court }枚（3 + 政治の星{ $political }）、手札に{ $hand }枚（2 + 諜報の星{ $intelligence }）まで残せます。超えた分はクリーンアップで捨てます。
paxpamir-cleanup-market = 続いて市場：いちばん左の列のイベントを捨て、その捨て札効果を解決します（支配判定なら /paxpamir 判定）。カードを左へ詰め、空いたマスのルピーを拾わせます。右から山札で補充します。2枚目の支配判定が出たら、判定を行い、両方を捨てて補充します。
paxpamir-cleanup-discards = 宮廷のカードを捨てたら（上限でも他のルールでも）：/paxpamir { $who } 捨て札 — 星、レバレッジ、失脚、スパイを順に処理します。

## 記録（PP-1、PP-6、PP-9、PP-10、PP-11、PP-14）

paxpamir-set = { $who }：{ $field } { $old } → { $new }。
paxpamir-set-stars = { $who }：{ $suit }の星 { $old } → { $new }。
paxpamir-shelter = { $count ->
        [0] { $who }には経済の星がありません。ルピーはすべて徴税の対象です。
       *[other] { $who }の経済の星{ $count }個が、{ $count }ルピーを徴税から守ります。
    }
paxpamir-military-tiebreak = 終了時に最多得点で並んだら、軍事の星の数で決着します。{ $who }は{ $count }個。
paxpamir-influence = { $who }の{ $coalition }連合への影響力：{ $old } → { $new }（1 + 愛国者{ $patriots } + 戦利品{ $prizes } + 贈り物{ $gifts }）。
paxpamir-gift-cylinders = 贈り物は贈り物マスに置くシリンダーです：{ $who }の場のシリンダー { $old } → { $new }。
paxpamir-next-gift = { $cost ->
        [0] { $who }は贈り物を3つすべて持っています。
       *[other] { $who }の次の贈り物は{ $cost }ルピーです。
    }
paxpamir-loyalty-change = { $who }が忠誠先を変えます：{ $old } → { $new }。
paxpamir-loyalty-discard = { $total ->
        [0] { $coalition }への忠誠で得たものはありません。捨てるものはありません。
       *[other] { $coalition }への忠誠で得たものをすべて捨てます：贈り物{ $gifts }、愛国者{ $patriots }、戦利品{ $prizes }。
    }
paxpamir-patriots-gone = 捨てた愛国者は星ごと{ $who }の宮廷を去り、それぞれ失脚を引き起こすことがあります。1枚ずつ /paxpamir { $who } 捨て札 で報告してください。
paxpamir-loyalty-by-card = 忠誠変更のきっかけになった{ $by ->
        [patriot] 愛国者
       *[prize] 戦利品
    }は、新しい忠誠先のものとして数えます。
paxpamir-blocks = 場のブロック：アフガン{ $afghan }・イギリス{ $british }・ロシア{ $russian }。{ $dominant ->
        [yes] 今判定すれば{ $leader }連合が支配することになります（{ $lead }個差）。
       *[other] 今判定しても支配する連合はありません。
    }
paxpamir-favoured = 優勢スートが{ $new }になりました（前は{ $old }）。
paxpamir-favoured-free = { $suit }のカードアクションはアクションを消費しません。
paxpamir-favoured-price = { $doubled ->
        [yes] 軍事が優勢の間、購入コストはすべて2倍です。
       *[other] 購入コストは通常に戻ります。
    }

## 記録の入力ミス

paxpamir-ledger-what = { $who }の何が変わりましたか？ 例：/paxpamir { $who } ルピー +3、勝利点 7、軍事 +1、忠誠 ロシア、捨て札。
paxpamir-field-unknown = { $who }の「{ $field }」は記録していません：勝利点、ルピー、忠誠、影響力、愛国者、戦利品、贈り物、シリンダー、またはスートごとの星（軍事、政治、諜報、経済）。
paxpamir-amount-missing = 項目のあとに数を1つ：+3 や -2 で増減、7 で設定（最大{ $max }）。
paxpamir-amount-bad = 「{ $value }」は受け付けられる数ではありません：+3 や -2 で増減、7 で設定（半角数字、最大{ $max }）。
paxpamir-amount-range = { $who }の{ $field }が{ $new }になってしまいます。{ $min }〜{ $max }の範囲にしてください。何も変更していません。
paxpamir-influence-floor = { $who }の影響力は{ $new }にはできません。1 + 贈り物{ $gifts } + 戦利品{ $prizes }ですでに{ $base }です。
paxpamir-wakhan-loyalty = { $who }はルール上すべての連合に忠誠を誓っているので、忠誠先は変わりません。愛国者と戦利品は連合ごとに記録します。例: /paxpamir { $who } 愛国者 イギリス +1
paxpamir-wakhan-coalition = { $who }はすべての連合の愛国者と戦利品を持てます。どの連合か指定してください。例: /paxpamir { $who } 愛国者 イギリス +1
paxpamir-other-coalition = { $who }は{ $loyalty }連合に忠誠を誓っています。{ $coalition }の愛国者や戦利品は忠誠先の変更を意味します: /paxpamir { $who } 忠誠 { $word } 愛国者
paxpamir-loyalty-same = { $who }はすでに{ $coalition }連合に忠誠を誓っています。
paxpamir-loyalty-by = 「{ $value }」は忠誠変更のきっかけではありません。「愛国者」か「戦利品」を付けるか、何も付けないでください。
paxpamir-coalition-unknown = 「{ $coalition }」は連合ではありません: アフガン、イギリス、ロシアのいずれかです。
paxpamir-suit-unknown = 「{ $suit }」はスートではありません: 政治、軍事、諜報、経済のいずれかです。
paxpamir-favoured-same = { $suit }はすでに優勢スートです。
paxpamir-blocks-bad = 「{ $value }」はブロック数として読めません: /paxpamir ブロック アフガン 6、ブロック イギリス +1、または3つ順に ブロック 6 2 1（アフガン、イギリス、ロシア。最大{ $max }）。
paxpamir-blocks-range = { $coalition }連合の場のブロックを{ $new }にはできません。
paxpamir-unknown = 「{ $word }」はコマンドでもプレイヤーでもありません。プレイヤー：{ $names }。コマンド一覧は /paxpamir help。
paxpamir-player-unknown = 「{ $name }」というプレイヤーはいません。プレイヤー：{ $names }。
paxpamir-name-a-player = プレイヤーを1人指定してください：{ $names }。
paxpamir-game-over = このゲームは終わりました。/paxpamir new で次のゲームを始められます。

## 新しいゲームのオプション

paxpamir-players-count = パックス・パミールは1〜{ $max }人用です（{ $count }人は不可）。
paxpamir-name-bad = 「{ $name }」はプレイヤー名に使えません。コマンドとして入力するので、文字で始まる1語（続けて数字や _ は可）、{ $max }文字までにしてください。
paxpamir-name-reserved = 「{ $name }」はコマンドの語です。別の名前にしてください。
paxpamir-name-twice = 「{ $name }」が2回出てきます。
paxpamir-option-unknown = /paxpamir new に「{ $option }」というオプションはありません: players=、loyalty=、rupees=、wakhan=、savvy=、steadfast=、spymove=、seed=。
paxpamir-option-loyalty = 「{ $value }」は忠誠先の一覧として読めません：席順に1人1つ、アフガン・イギリス・ロシアのいずれか（ワハーンの分は不要）。例：loyalty=イギリス,ロシア
paxpamir-option-loyalty-alone = プレイヤーも指定してください：players=Ana,Ben loyalty=イギリス,ロシア
paxpamir-option-loyalty-count = プレイヤー{ $count }人に対して忠誠先が{ $given }個です（ワハーンの分は不要です）。席順に1人1つずつ指定してください。
paxpamir-option-rupees = 「{ $value }」は開始時のルピーとして使えません（0〜{ $max }）。

## 支配判定（PP-10）と終了（PP-14）

paxpamir-check-start = { $final ->
        [yes] 最終支配判定（{ $nth }回目）：得点は2倍です。
       *[other] 支配判定{ $nth }回目。
    }
paxpamir-ask-blocks-right = 盤上のブロック：アフガン{ $afghan }・イギリス{ $british }・ロシア{ $russian }。合っていますか？
paxpamir-ask-blocks = 場のブロックをアフガン・イギリス・ロシアの順に入力してください。例：6 2 1（アフガン 6 ロシア 1 でも可）
paxpamir-check-blocks = 場のブロック：アフガン{ $afghan }・イギリス{ $british }・ロシア{ $russian }。
paxpamir-check-dominant = { $coalition }連合が支配しています：ブロック{ $blocks }個、他のどの連合よりも{ $lead }個多くなっています（必要なのは4個）。
paxpamir-check-tied = { $coalitions }がブロック最多（{ $blocks }個）で並んでいます。支配する連合はありません。
paxpamir-check-short = { $coalition }連合のリードは{ $lead }個だけです（必要なのは4個）。支配する連合はありません。
paxpamir-check-places = { $dominant ->
        [yes] 忠誠を誓うプレイヤーが影響力の順に得点します
       *[other] 全員が場のシリンダーの数の順に得点します
    }。順位ごとの点：{ $places }{ $final ->
        [yes] （最終判定なので2倍）。
       *[other] 。
    }
paxpamir-ask-influence-right = { $coalition }連合への影響力：{ $values }。合っていますか？
paxpamir-ask-influence = { $names }の{ $coalition }連合への影響力をこの順に入力してください（例：3 1）。違うものだけ名前付きでも可（Ana 3）。
paxpamir-ask-cylinders-right = 場のシリンダー：{ $values }。合っていますか？
paxpamir-ask-cylinders = { $names }の場のシリンダーをこの順に入力してください（例：5 3 4）。違うものだけ名前付きでも可（Ana 5 Ben 3）。
paxpamir-values-bad = { $names }それぞれの数をこの順に、または名前と数で（Ana 3）入力してください（半角数字）。
paxpamir-check-nobody-loyal = { $coalition }連合に忠誠を誓うプレイヤーはいません。得点なし。
paxpamir-check-nobody-scores = 誰も{ $measure }を持っていません。得点なし。
paxpamir-award = { $who }、{ $measure }{ $value }：{ $place }位、{ $points }点。
paxpamir-award-tie = { $names }が{ $measure }{ $value }で並び、{ $first }〜{ $last }位を分け合います：{ $terms } = { $total }を{ $count }人で割って切り捨て、1人{ $each }点。
paxpamir-vp = { $who }：勝利点 { $old } → { $new }（+{ $gain }）。
paxpamir-blocks-removed = 判定成功：{ $count }個のブロックをすべて盤から取り除きます。
paxpamir-blocks-stay = 判定は不成立：ブロックは盤に残ります（公式ルールどおり。元の要約では取り除くとされています）。
paxpamir-standings = 得点：{ $standings }。
paxpamir-no-lead = 他の全員より4点以上リードしている人はいません。ゲームは続きます。
paxpamir-win-lead = { $who }が全員に{ $lead }点差（必要なのは4点）をつけ、即座に勝利です！
paxpamir-tie-points = { $names }が{ $vp }点で並んでいます。軍事の星：{ $stars }。
paxpamir-winner-points = { $who }が最多得点（{ $vp }点）で勝利です！
paxpamir-winner-military = { $who }が最多得点で並んだ中から、軍事の星の数（{ $count }個）で上回って勝利です！
paxpamir-tie-military = { $names }は軍事の星の数も同じです。ルピー：{ $purses }。
paxpamir-winner-rupees = { $who }が得点でも軍事の星でも並んだ中から、ルピーの数（{ $count }ルピー）で上回って勝利です！
paxpamir-winner-shared = 得点・軍事の星・ルピーのすべてが同じです：{ $names }が勝利を分け合います（元の要約にあるとおり、チャパン・ケバブの料理対決で決めるなら別ですが）。
paxpamir-ask-end-now = 今ゲームを終了し、現在の得点で勝者を決めますか？
paxpamir-ended = ゲームはここで終了です。得点：{ $standings }。
paxpamir-ended-unseated = まだ誰も席に着いていないうちにゲームを終えます。勝者はいません。
paxpamir-end-cancelled = ゲームを続けます。
paxpamir-question-waits = 答えを待っている質問は保留にします。ゲームを続ける場合はもう一度お聞きし、終える場合はその答えを待っていた記録は行いません。

## コスト計算（PP-3、PP-4、PP-6、PP-7、PP-11、PP-12、PP-13）

paxpamir-cost-what = どのコストですか？ { $kinds }。例：/paxpamir コスト 購入 3
paxpamir-cost-number = 「{ $value }」は{ $what }として使えません：{ $min }〜{ $max }の整数です。
paxpamir-cost-buy = { $column ->
        [0] いちばん左のカード（0列目）は無料です。
       *[other] { $column }列目（いちばん左が0）：左にある{ $column }枚のカードに1ルピーずつ、計{ $cost }ルピー。
    }
paxpamir-cost-buy-doubled = 軍事が優勢なのでコストは2倍、{ $cost }ルピーです（左のカード1枚につき2ルピー）。
paxpamir-cost-buy-notes = 左に空きマスがあれば、もう一方の列のカードに置きます。購入したカードに載っているルピーは購入者のものです。購入したイベントカードは解決して捨てます。
paxpamir-cost-play-free = 無料です：そのカードの地域をあなたが支配しているか、誰も支配していません。
paxpamir-cost-play = { $ruler }に{ $count }ルピー（その地域にある{ $ruler }の部族1つにつき1ルピー）を払います。{ $ruler }は好きなだけ免除できます。
paxpamir-cost-play-ruler = 支配者に{ $count }ルピー（その地域にある支配者の部族1つにつき1ルピー）を払います。支配者は好きなだけ免除できます。
paxpamir-cost-gift = { $who }の次の贈り物（現在{ $gifts }個）：{ $cost }ルピー。
paxpamir-cost-gift-none = { $who }は贈り物を3つすべて持っています。空いている贈り物マスはありません。
paxpamir-cost-gift-influence = 贈り物で{ $who }の影響力が1増え、場のシリンダーも1つ増えます。置いたら /paxpamir { $who } 贈り物 +1 と入力してください。
paxpamir-cost-build = 軍隊か道を{ $count }個：{ $cost }ルピー（1個2ルピー、最大3個）。
paxpamir-cost-build-ruler = 自分が支配する地域でのみ：そこに自分の部族が1つ以上あり、支配駒が他の誰よりも多いこと。
paxpamir-cost-betray = 裏切り：{ $cost }ルピーで、自分のスパイがいるカードを1枚捨てさせます。
paxpamir-cost-betray-prize = そのカードを戦利品にできます：影響力+1。ほかの連合の戦利品なら忠誠先が変わります。
paxpamir-cost-betray-owner = 持ち主が捨て札を報告します（/paxpamir 名前 捨て札）：レバレッジ、失脚、スパイの帰還。
paxpamir-cost-spies = カード上のスパイ：{ $spies }。{ $who }が最多なので、{ $who }に{ $count }ルピーを払います（免除も可）。
paxpamir-cost-spies-tie = カード上のスパイ：{ $spies }。{ $names }が最多（{ $count }）で並んでいるので、誰にも払いません。
paxpamir-cost-spies-none = カード上のスパイ：{ $spies }。ゼロなので追加のコストはありません。
paxpamir-cost-tax = { $who }がランク{ $rank }のカードで徴税：市場のカードと他のプレイヤーから、配分は自由に、合計で最大{ $rank }ルピー。
paxpamir-cost-tax-player = { $who }：{ $rupees }ルピー、うち経済の星で{ $shelter }ルピーが保護。最大{ $take }ルピー。
paxpamir-cost-tax-market = 市場から：カードに載っているルピーを最大{ $rank }。市場からはいつでも徴税でき、プレイヤーからの徴税と組み合わせることもできます。
paxpamir-cost-tax-court = プレイヤーから徴税できるのは、そのプレイヤーの宮廷に{ $who }が支配する地域のカードがあるときだけです。
paxpamir-cost-tax-self = 徴税するのは{ $who }自身です。他のプレイヤーか市場を指定してください。
paxpamir-cost-battle = ランク{ $rank }の戦闘で、そこにある自分の軍隊かスパイが{ $own }なら、最大{ $count }個の駒を取り除けます。自分の忠誠先の軍隊・道・部族は対象外、スパイは対象です。
paxpamir-cost-rule-row = { $who }：部族{ $tribes }、支配駒{ $pieces }。
paxpamir-cost-rule-ruler = { $who }がこの地域を支配しています：部族があり、支配駒が最多（{ $count }）。
paxpamir-cost-rule-tie = { $names }が支配駒{ $count }で並んでいるので、誰もこの地域を支配していません。
paxpamir-cost-rule-no-tribe = { $who }は支配駒が最多ですが部族がないので、誰もこの地域を支配していません。
paxpamir-rule-bad = プレイヤーごとに名前と2つの数（部族、支配駒）を：/paxpamir コスト 支配 ana 1 3 ben 0 2
paxpamir-spies-bad = スパイの持ち主を1人1回ずつ、数と一緒に：例 Ben 1 Carla 2（プレイヤー：{ $names }）。
paxpamir-spies-more = { $who }の地図上のシリンダーは{ $cylinders }個だけで、スパイ{ $count }人はありえません。

## 捨て札: レバレッジ、失脚、スパイ（PP-6、PP-7、PP-11、PP-13）

paxpamir-ask-discard-suit = { $who }が捨てたカードのスートは何ですか？
paxpamir-ask-discard-stars = 星はいくつありましたか（{ $suit }）？
paxpamir-ask-leveraged = レバレッジ（黒地の天秤）付きでしたか？
paxpamir-leverage = レバレッジ付きのカードを捨てると2ルピーの支払い：{ $who }は{ $paid }ルピー払います（{ $old } → { $new }）{ $cards ->
        [0] 。
       *[other] 。足りない分として、手札か宮廷からさらに{ $cards }枚捨てます（1ルピーにつき1枚）。
    }
paxpamir-leverage-wakhan = レバレッジ付きのカードを捨てると2ルピーの支払い：{ $who }は{ $paid }ルピー払います（{ $old } → { $new }）{ $owed ->
        [0] 。
       *[other] 。ソロルールにより、払えない{ $owed }ルピーの分のカードは捨てません。
    }
paxpamir-ask-patriot = 愛国者でしたか？
paxpamir-ask-patriot-wakhan = { $who }の愛国者でしたか？ どの連合のものですか？
paxpamir-ask-last-political = { $who }の、その地域の最後の政治カードでしたか？
paxpamir-ask-tribes-there = 失脚：その地域の{ $who }の部族をすべて取り除きます。いくつありましたか？
paxpamir-overthrow-tribes = 失脚：{ $who }は部族を{ $count }個失います。場のシリンダー { $old } → { $new }。
paxpamir-ask-spies = その上にスパイはいましたか？
paxpamir-ask-spies-whose = 誰のスパイが何人いましたか？ 例：Ben 1 Carla 2
paxpamir-spies-home = スパイ{ $count }人が{ $who }のもとに戻ります。場のシリンダー { $old } → { $new }。
paxpamir-tribe-lost = { $who }が部族を1つ失います。場のシリンダー { $old } → { $new }。
paxpamir-no-tribe = { $who }には地図上の部族もスパイもありません（贈り物以外に場のシリンダーがありません）。
paxpamir-ask-last-tribe = それは{ $who }のその地域の最後の部族でしたか？
paxpamir-ask-political-there = 失脚：{ $who }の宮廷にあるその地域の政治カードをすべて捨てます。何枚ありますか？
paxpamir-overthrow-cards = 失脚：{ $who }は政治カードを{ $count }枚捨てます。
paxpamir-overthrow-card = 政治カード{ $count }枚中{ $nth }枚目：
paxpamir-discard-done = 完了：{ $who }の記録に捨て札を反映しました。
paxpamir-discard-what = 「{ $value }」？ 宮廷のカードなら /paxpamir 名前 捨て札、部族なら /paxpamir 名前 捨て札 部族 と入力してください。

## 状況（1人1行）

paxpamir-status-board = ブロック：アフガン{ $afghan }・イギリス{ $british }・ロシア{ $russian }（{ $dominant ->
        [yes] { $leader }が支配
       *[other] 支配する連合なし
    }）・判定済み：{ $checks }回
paxpamir-status-favoured = 優勢スート：{ $suit }{ $doubled ->
        [yes] （購入コスト2倍）
       *[other] {""}
    } ・ ★ 🟣政治 🔴軍事 🔵諜報 🟡経済
paxpamir-status-player = { $turn ->
        [yes] ▶
       *[other] •
    } { $who }（{ $loyalty }）：{ $vp }点・{ $rupees }ルピー・影響力{ $influence }・シリンダー{ $cylinders }・★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic }・宮廷≤{ $court } 手札≤{ $hand }
paxpamir-status-wakhan = { $turn ->
        [yes] ▶
       *[other] •
    } { $who }（全連合）：{ $vp }点・{ $rupees }ルピー・影響力 ア{ $afghan }／イ{ $british }／ロ{ $russian }・シリンダー{ $cylinders }・★ 🟣{ $political } 🔴{ $military } 🔵{ $intelligence } 🟡{ $economic }・宮廷≤{ $court } 手札≤{ $hand }
paxpamir-status-turn = { $who }の手番です（終わったら /paxpamir turn）。
paxpamir-status-over = ゲーム終了：{ $reason ->
        [lead] { $names }が4点以上のリードで勝利。
        [points] { $names }が得点で勝利。
        [military] { $names }が得点で並び、軍事の星の数で勝利。
        [rupees] { $names }が得点と軍事の星で並び、ルピーの数で勝利。
        [shared] { $names }が勝利を分け合いました。
        [unseated] 誰も席に着く前に終えたため、勝者はいません。
       *[ended] ゲームを途中で終え、{ $names }が勝利。
    }

## ヘルプとDiscordのスラッシュコマンド（説明は100文字まで）

paxpamir-help =
    /paxpamir new players=Ana,Ben,Wakhan [loyalty=イギリス,ロシア] — 1〜5人の卓（Wakhan はオートマのワハーン。wakhan=virtual か physical でAIデッキを私が扱います。steadfast=on で Board Game Arena のバリアント、不動の実利的忠誠）
    /paxpamir ana ルピー +3 · ana 勝利点 7 · ana 軍事 +1 · ana 贈り物 +1 · ana 忠誠 ロシア — 記録。ブロック アフガン 6 · 優勢 軍事
    /paxpamir 判定 [最終] [6 2 1] — 支配判定 · turn — クリーンアップと次の手番 · ana 捨て札 [部族] · プレイ — ワハーンがAIカードを行う
    /paxpamir コスト 購入 3（プレイ、贈り物、建設、裏切り、スパイ、徴税、戦闘、支配）· status · board · log · undo · end
cmd-paxpamir = パックス・パミール：卓の審判兼記録係
cmd-paxpamir-new = このチャンネルでパックス・パミールの卓を新しく始める
cmd-paxpamir-new-players = 席順の名前（例：Ana,Ben,Wakhan。末尾の席はオートマのワハーン）
cmd-paxpamir-new-loyalty = 席順の忠誠先（例：イギリス,ロシア。省くと質問します）
cmd-paxpamir-new-rupees = 各プレイヤーの開始時のルピー（公式の準備では4）
cmd-paxpamir-ledger = プレイヤーの記録を変更：ルピー、点数、星、影響力、忠誠…
cmd-paxpamir-ledger-player = プレイヤー名
cmd-paxpamir-ledger-field = 変わる項目
cmd-paxpamir-ledger-change = +3 や -2 で増減、7 で設定。忠誠なら連合名
cmd-paxpamir-blocks = 場の連合ブロック
cmd-paxpamir-board = ブロック、優勢スート、全員の台帳を文章で（直前の判断が先頭）
cmd-paxpamir-blocks-coalition = どの連合か
cmd-paxpamir-blocks-change = +1 や -2 で増減、6 で設定
cmd-paxpamir-favoured = 優勢スートの変更
cmd-paxpamir-favoured-suit = 新しい優勢スート
cmd-paxpamir-check = 支配判定を1段階ずつ説明する
cmd-paxpamir-check-final = 最終支配判定（得点2倍、ゲーム終了）
cmd-paxpamir-check-blocks = ブロック数 アフガン イギリス ロシア（例：6 2 1。省くと質問します）
cmd-paxpamir-discard = 宮廷のカードか部族を失った：レバレッジ、失脚、スパイ
cmd-paxpamir-discard-player = 誰のカードまたは部族か
cmd-paxpamir-discard-what = 宮廷のカードか部族か
cmd-paxpamir-cleanup = プレイヤーの上限とクリーンアップの内容
cmd-paxpamir-cleanup-player = 誰のクリーンアップか（省くと手番のプレイヤー）
cmd-name-play = プレイ
cmd-paxpamir-play = ワハーンが公開中のAIカードのアクションを行い、ルールごとに説明する
cmd-paxpamir-cost = ルールに基づくアクションのコスト
cmd-paxpamir-cost-action = どのアクションか
cmd-paxpamir-cost-numbers = 数値。例：3（列）、2 ben、ben 1 carla 2
cmd-paxpamir-turn = 現在の手番を終了：クリーンアップ、次のプレイヤー

## チャットサービスでこのゲームに使う言葉

# 文中での題名（`game` パラメータのあるメッセージでは `$title` として使えます）
game-paxpamir = 『パックス・パミール 第2版』

# Discordのスラッシュコマンド（名前: 小文字、空白なし、32文字まで。説明は100文字まで）
cmd-name-ledger = 台帳
cmd-name-blocks = ブロック
cmd-name-favoured = 優勢スート
cmd-name-check = 支配判定
cmd-name-discard = 捨て札
cmd-name-cleanup = 片付け
cmd-param-players = プレイヤー
cmd-param-loyalty = 忠誠
cmd-param-rupees = ルピー
cmd-param-field = 項目
cmd-param-change = 変更
cmd-param-coalition = 連合
cmd-param-suit = スート
cmd-param-final = 最終
cmd-param-blocks = ブロック
cmd-param-what = 種類
cmd-param-action = アクション
cmd-param-numbers = 数値
cmd-choice-field-vp = 勝利点
cmd-choice-field-rupees = ルピー
cmd-choice-field-loyalty = 忠誠
cmd-choice-field-influence = 影響力（合計）
cmd-choice-field-patriots = 愛国者
cmd-choice-field-prizes = 戦利品
cmd-choice-field-gifts = 贈り物
cmd-choice-field-cylinders = 場に出ているシリンダー
cmd-choice-field-political = 政治の星
cmd-choice-field-military = 軍事の星
cmd-choice-field-intelligence = 諜報の星
cmd-choice-field-economic = 経済の星
cmd-choice-coalition-afghan = アフガン
cmd-choice-coalition-british = イギリス
cmd-choice-coalition-russian = ロシア
cmd-choice-suit-political = 政治
cmd-choice-suit-military = 軍事
cmd-choice-suit-intelligence = 諜報
cmd-choice-suit-economic = 経済
cmd-choice-what-card = 宮廷のカード
cmd-choice-what-tribe = 部族
cmd-choice-action-buy = 市場からの購入
cmd-choice-action-play = カードのプレイ（支配者への賄賂）
cmd-choice-action-gift = 贈り物
cmd-choice-action-build = 建設
cmd-choice-action-betray = 裏切り
cmd-choice-action-spies = カード上のスパイ（誰に払うか）
cmd-choice-action-tax = 徴税
cmd-choice-action-battle = 戦闘
cmd-choice-action-rule = 地域の支配者

# 盤面の画像（bot/pictures）
picture-paxpamir-title = { $title } · { $checks ->
        [0] 支配判定はまだ
       *[other] 支配判定{ $checks }回
    }
picture-paxpamir-blocks = 盤上の連合ブロック
picture-paxpamir-favoured = 優勢スート：
picture-paxpamir-ledger = 台帳（右端はスートごとの星）
picture-paxpamir-loyalty = 忠誠
picture-paxpamir-vp = 勝利点
picture-paxpamir-rupees = ルピー
picture-paxpamir-influence = 影響力
picture-paxpamir-gifts = 贈り物
picture-paxpamir-cylinders = シリンダー

# チャットサービスの文のうち、このゲーム独自の言葉: 新しいゲームで名乗るボット、ダイスのないゲーム、質問のないとき
paxpamir-variant-referee = 卓の審判兼記録係
paxpamir-variant-wakhan = 卓の審判兼記録係、ワハーンの数値も管理
paxpamir-no-dice = { $dice ->
        [bot] ダイスは使いません。ワハーンのAIデッキはこのゲームのシードで切られ、シードはほかのゲームのダイスと同じく最後まで封印されます。
       *[other] ダイスは使いません。この卓では運に任せることは何もありません。
    }
paxpamir-verify-unsealed = { $title }ではダイスを使わないので、確かめるものはありません。
paxpamir-no-question = 今は質問はありません。/paxpamir status で卓の状況を表示します。

# オートマの成績: このゲームにはありません（/paxpamir odds）
paxpamir-odds-none = { $title }の成績表はありません。成績表があるのは『ガンジスの藩王』と『宝石の煌めき』のボットだけです（/rajas odds、/splendor odds）。


# ルールの説明(/paxpamir rule ID):各タグのルールを二、三文で。.title は一行の見出し。
# 用語は日本語版『パックス・パミール 第2版』に合わせる(宮廷、優勢スート、支配チェック、
# シリンダー、愛国者、戦利品、贈り物、レバレッジ)。
paxpamir-rule-pp-1 = 各プレイヤーはアフガン、イギリス、ロシアのいずれか1つの連合に忠誠を誓います。忠誠によって、どの連合の成功があなたの得点になり、どの愛国者を持てるかが決まります。
    .title = 忠誠
paxpamir-rule-pp-2 = 手番では最大2回のアクションとフリーアクションを行い、最後にクリーンアップをします。アクションは購入、配置、カードアクションで、優勢スートのカードアクションはアクションを消費しません。
    .title = 手番
paxpamir-rule-pp-3 = 市場のc列目（左端が0）のカードはcルピーで、同じ列の左側のカードに1ルピーずつ置きます。軍事スートが優勢ならコストは2倍です。カードの上のルピーは購入者のものになり、購入したイベントカードは解決して捨てます。
    .title = 購入コスト
paxpamir-rule-pp-4 = その地域を自分が支配しているか、誰も支配していなければ、カードの配置は無料です。そうでなければ、支配者にその地域の部族1つにつき1ルピーを払います。支配者は一部または全部を免除できます。
    .title = 配置の賄賂
paxpamir-rule-pp-5 = カードを配置するとインパクトアイコンが働きます。道、軍隊、レバレッジ（+2ルピー、カードはレバレッジ状態）、スパイ、部族、そして優勢スートを変えるスートアイコンです。
    .title = インパクトアイコン
paxpamir-rule-pp-6 = カードアクションは徴税、贈り物、建設、移動、裏切り、戦闘で、各カード1手番に1回です。徴税ではカードのランクまでのルピーを、市場と、あなたが支配する地域の宮廷カードを持つプレイヤーから取れます（経済の星の分は守られます）。贈り物は2、4、6ルピーです。
    .title = カードアクション
paxpamir-rule-pp-7 = 他のプレイヤーのスパイが乗ったカードのアクションを使うには、そこに最も多くのスパイを置いている（単独1位の）プレイヤーに、そのプレイヤーのスパイ1つにつき1ルピーを払います。1位が同数なら誰にも払いません。受け取る側は免除できます。
    .title = スパイ
paxpamir-rule-pp-8 = クリーンアップでは、手札と宮廷の上限を適用し、市場の左端の列のイベントを効果を解決して捨てます（支配チェックカードならチェックを行います）。市場を左に詰めて補充し、2枚目の支配チェックカードが出たら再びチェックします。
    .title = クリーンアップ
paxpamir-rule-pp-9 = 宮廷の上限は3枚+政治の星の数、手札の上限は2枚+諜報の星の数です。クリーンアップでこの数まで捨てます。
    .title = 宮廷と手札の上限
paxpamir-rule-pp-10 = ブロックが最も多く、他のどの連合よりも4つ以上多い連合は優勢です。その連合に忠誠を誓うプレイヤーが影響力の順に5、3、1点を得て、ブロックを取り除きます。そうでなければ、場のシリンダーが最も多い人が3点、2番目の人が1点（0個でも参加）を得ます。最終チェックの得点は2倍です。
    .title = 支配チェック
paxpamir-rule-pp-11 = 影響力は1+愛国者+戦利品+贈り物です。忠誠を変えると、前の連合の贈り物、戦利品、愛国者をすべて捨てます。
    .title = 影響力と忠誠
paxpamir-rule-pp-12 = 自分の部族が1つ以上あり、支配に数える駒（自分の部族と自分の連合の軍隊）が誰よりも多い地域を支配します。
    .title = 地域の支配
paxpamir-rule-pp-13 = ある地域の最後の部族を失うと、その地域の政治カードをすべて捨てます。ある地域の最後の政治カードを失うと、そこの部族をすべて取り除きます。
    .title = 転覆
paxpamir-rule-pp-14 = 支配チェックのあと、全員より4点以上リードしているプレイヤーが即座に勝ちます。最終チェックのあとは最多得点の人が勝ち、並んだときは軍事の星が多い人、さらにルピーが多い人が勝ちます。
    .title = ゲームの終了

paxpamir-seat-wakhan = ワハーン
# 盤面の絵を言葉で（見えない人のための代替テキスト。スクリーンリーダーが読み上げる）
paxpamir-alt-title = { $title }：{ $checks ->
        [0] 支配判定はまだです。
       *[other] 支配判定は{ $checks }回済みです。
    }
paxpamir-alt-blocks = 盤上の連合ブロック：アフガン{ $afghan }、イギリス{ $british }、ロシア{ $russian }。
paxpamir-alt-favoured = 優勢スート：{ $suit }。
paxpamir-alt-turn = { $who }の手番です。
paxpamir-alt-player = { $who }（{ $loyalty ->
        [none] 忠誠はまだなし
       *[other] { $loyalty }連合に忠誠
    }）：勝利点{ $vp }、{ $rupees }ルピー、影響力{ $influence }、贈り物{ $gifts }、シリンダー{ $cylinders }、星は政治{ $political }・軍事{ $military }・諜報{ $intelligence }・経済{ $economic }。
paxpamir-alt-wakhan = { $who }（全連合に忠誠）：勝利点{ $vp }、{ $rupees }ルピー、影響力はアフガン{ $afghan }・イギリス{ $british }・ロシア{ $russian }、贈り物{ $gifts }、シリンダー{ $cylinders }、星は政治{ $political }・軍事{ $military }・諜報{ $intelligence }・経済{ $economic }。

## ワハーンのAIデッキ（PW-2、PW-4、PW-6、PW-7、PW-9：docs/wakhan.md）
## 「急進化」（Radicalize）：ワハーン専用のアクション。市場のカードを1枚買ってすぐプレイします。

paxpamir-option-wakhan = 「{ $value }」はワハーンのAIデッキの扱い方ではありません：wakhan=virtual（私が切って引きます）、wakhan=physical（あなたがめくって教えてください）、wakhan=off（あなたがデッキを扱います）のいずれかです。
paxpamir-option-wakhan-seat = wakhan={ $value } には卓にワハーンが必要です。プレイヤーに加えてください。例：players=Ana,Wakhan
paxpamir-turn-wakhan-ai = { $who }の手番です。優勢スート：{ $suit }。
paxpamir-wakhan-reshuffled = { $who }のAIデッキが尽きました。24枚すべてを切り直して新しいデッキにし、もう一度引きました。
paxpamir-wakhan-drawn = { $who }のAIデッキから1枚めくります：カード{ $card }（デッキの残り{ $left }枚）。
paxpamir-wakhan-named = { $who }のAIカード：カード{ $card }。
paxpamir-wakhan-position = 矢印を次のカードの裏面と合わせて読むと：市場の{ $column }列目、{ $row }です。
paxpamir-wakhan-actions = アクション（上から順に）：{ $actions }。
paxpamir-wakhan-regions = 地域の優先順（左から順に）：{ $regions }。
paxpamir-wakhan-pragmatic = 実利的忠誠：{ $coalition }（{ $coalitions }のうち、ほかのプレイヤーが誰も忠誠を誓っていない最初の連合）。
paxpamir-wakhan-pragmatic-taken = 実利的忠誠：{ $coalition }（{ $coalitions }のどの連合にも忠誠を誓うプレイヤーがいるので、最初の連合）。
paxpamir-status-ai = { $who }のAIカード：カード{ $card }、市場の{ $column }列目、{ $row }{ $left ->
        [-1] 。
       *[other] 。デッキの残り{ $left }枚。
    }
paxpamir-ask-wakhan-card = { $who }のAIデッキの一番上をめくってください。何番のカードですか（1〜24、Board Game Arena と同じ番号）？ 表面を見せるので確かめてください。
paxpamir-ask-wakhan-card-check = カード{ $card }の表面：アクション { $actions }、地域 { $regions }、連合 { $coalitions }、黒い矢印は上から{ $place }番目（6か所中）、赤い矢印は{ $end }。めくったのはこのカードですか？
paxpamir-ask-wakhan-back = { $who }のカードをデッキの横に置いてください。次のカードの裏面で、黒い矢印が指す列の数字と、赤い矢印が指すラベルはどれですか？
paxpamir-wakhan-back-option = { $column }・{ $label }
paxpamir-wakhan-label-top = Top (left)（上の段）
paxpamir-wakhan-label-bottom = Bottom (right)（下の段）
paxpamir-wakhan-then = { " → " }
paxpamir-wakhan-row-top = 上の段
paxpamir-wakhan-row-bottom = 下の段
paxpamir-wakhan-end-top = 上端
paxpamir-wakhan-end-bottom = 下端
paxpamir-region-kabul = カーブル
paxpamir-region-punjab = パンジャーブ
paxpamir-region-herat = ヘラート
paxpamir-region-kandahar = カンダハル
paxpamir-region-persia = ペルシア
paxpamir-region-transcaspia = トランスカスピア
paxpamir-wakhan-action-tax = 徴税
paxpamir-wakhan-action-build = 建設
paxpamir-wakhan-action-move = 移動
paxpamir-wakhan-action-betray = 裏切り
paxpamir-wakhan-action-battle = 戦闘
paxpamir-wakhan-action-radicalize = 急進化
paxpamir-wakhan-action-battle_most_spies_card = 彼女のスパイがいる宮廷カードのうち、スパイが最も多いカードで戦闘
paxpamir-wakhan-action-radicalize_highest_military_if_military_favoured = 軍事が優勢なら：ランクが最も高い軍事カードを急進化
paxpamir-wakhan-action-radicalize_highest_economic_if_political_favoured = 政治が優勢なら：ランクが最も高い経済カードを急進化
paxpamir-wakhan-action-radicalize_highest_political = ランクが最も高い政治カードを急進化
paxpamir-wakhan-action-radicalize_highest_political_if_court_full = 宮廷が上限なら：ランクが最も高い政治カードを急進化
paxpamir-wakhan-action-radicalize_highest_intelligence = ランクが最も高い諜報カードを急進化
paxpamir-wakhan-action-radicalize_highest_intelligence_if_fewer_spies = 彼女よりスパイの多いプレイヤーがいれば：ランクが最も高い諜報カードを急進化
paxpamir-wakhan-action-radicalize_intelligence = 諜報カードを急進化
paxpamir-wakhan-action-radicalize_most_net_rupees_if_under_2_rupees = ルピーが2未満なら：手元のルピーが最も多く残るカードを急進化
paxpamir-wakhan-action-radicalize_region_control = 地域の支配を得られるカードを急進化
paxpamir-wakhan-action-radicalize_most_armies_roads = 軍隊と道路のアイコンが最も多いカードを急進化
paxpamir-wakhan-action-radicalize_most_spies_tribes_if_no_dominance = 優勢な連合がなければ：スパイと部族のアイコンが最も多いカードを急進化
paxpamir-wakhan-action-radicalize_move_card_if_none = 宮廷に移動アクションのカードがなければ：移動アクションのあるカードを急進化
paxpamir-wakhan-action-radicalize_dominant_patriot_if_dominance = 優勢な連合があれば：その連合の愛国者を急進化
paxpamir-verify-ok = ✅ シード { $seed } は最初に示した指紋 { $commitment } と一致し、準備も同じように再現されます{ $draws ->
        [0] 。準備のあとに引いたAIカードはありません。
       *[other] 。準備のあとにワハーンが引いたAIカード{ $draws }枚も、順番どおりすべて再現されます。
    }
paxpamir-verify-draws-differ = ❌ シード { $seed } は指紋と一致しますが、準備のあとにワハーンが引いた{ $wrong }枚目のAIカードが、シードのデッキから出るカードと違います（それまでの{ $agreed }枚は一致）。
cmd-paxpamir-new-wakhan = ワハーンのAIデッキ：virtual（ボットが切って引く）、physical（あなたがめくる）、off
cmd-paxpamir-new-seed = シードからゲームを再現（AIデッキが virtual のとき）
cmd-param-wakhan = ワハーン
cmd-choice-wakhan-virtual = ボットがAIカードを切って引く
cmd-choice-wakhan-physical = 自分でカードをめくってボットに伝える
cmd-choice-wakhan-off = デッキは自分で扱い、ボットは数値だけ記録する
paxpamir-rule-pw-2 = ワハーンの手番の始めに、AIデッキの一番上のカードを表にして捨て札の山に置きます。次の手番まで、これが彼女のカードです。それでデッキがなくなったら、捨て札の山をすべて切って新しいデッキにし、もう一度引きます。
    .title = ワハーンのカードをめくる
paxpamir-rule-pw-4 = めくったカードの黒い矢印は、次のカードの裏面にある列の数字を指します（0が市場の左端の列）。赤い矢印はラベルを指し、Top (left) なら上の段、Bottom (right) なら下の段です。
    .title = 市場の位置
paxpamir-rule-pw-6 = カードの下端に並ぶ6つの地域が左から順に、地域を選ぶときの優先順になります。
    .title = 地域の優先順
paxpamir-rule-pw-7 = 実利的忠誠は、カードの連合のうち、ほかのプレイヤーが誰も忠誠を誓っていない一番左の連合です。彼女のブロックはその連合のものになります。
    .title = 実利的忠誠
paxpamir-rule-pw-8 = 宮廷カードを選ぶときは、相手の宮廷のカード、優勢スート、優勢な連合の愛国者、その連合の戦利品、ほかの愛国者、レバレッジのカード、ランクの高いもの、カード番号の大きいものの順に絞ります。誰も当てはまらない段階は飛ばします。
    .title = カードの優先順位
paxpamir-rule-pw-9 = アクションは2回です。カードのアクション欄を上から読み、できるものを行い、できないものは飛ばします。2回行うか、どれもできなくなるまで上から繰り返します。優勢スートのカードのアクションはボーナスアクションです。
    .title = ワハーンのアクション
paxpamir-rule-pw-10 = 2回のアクションのあと、できるボーナスアクションをすべて行います：この手番にまだ使っていない優勢スートの宮廷カードのうち一番左のものから、できる一番左のアクションを。
    .title = ボーナスアクション
paxpamir-rule-pw-12 = 急進化：市場のカードを1枚買い、すぐにプレイします。欄に指示がなければ矢印の段と列のカード。買えなければその左の次のカード、段の端まで行けばもう一方の段の同じ列から左へ。
    .title = 急進化
paxpamir-rule-pw-13 = 市場に支配判定カードがあるとき、それを買えば判定で最多点になるかゲームに勝つなら買います。そうでなければ、通常の急進化は野心のルールに従います。
    .title = 市場の支配判定カード
paxpamir-rule-pw-14 = 買ったカードは賄賂を払えればプレイし、払えなければ捨てます。赤い矢印が Top (left) なら宮廷の左端、そうでなければ右端に置きます。
    .title = 買ったカードのプレイ
paxpamir-rule-pw-15 = 市場の値段で買い、カードに載ったルピーを受け取ります。持っている以上は払えません。
    .title = ワハーンのルピー

## ボットが行うワハーンのアクション（PW-8〜PW-15：docs/wakhan.md）

paxpamir-wakhan-took = { $who }は「{ $action }」を行いました：2回のうち{ $count }回目のアクションです。
paxpamir-wakhan-took-bonus = { $who }は優勢スート（{ $suit }）のカードで「{ $action }」を行いました：ボーナスアクションなので2回には数えません。
paxpamir-wakhan-two-taken = { $who }はアクションを2回行いました。
paxpamir-wakhan-round-empty = カードを上から一巡しても、{ $who }にできることはもうありません：行ったアクションは2回のうち{ $count }回です。
paxpamir-wakhan-played = { $who }のアクションは終わりです。点数や駒が変わったら教えてください。手番が終わったら /paxpamir turn。
paxpamir-wakhan-play-no-deck = この卓ではワハーンのAIデッキを管理していません。アクションを私に行わせるには wakhan=virtual か wakhan=physical で始めてください。
paxpamir-wakhan-play-not-her-turn = いまは{ $who }の手番で、ワハーンの手番ではありません。/paxpamir play は彼女の手番にアクションを行います。
paxpamir-wakhan-play-again = このカードでの{ $who }のアクションはもう行いました。/paxpamir undo でやり直せます。
paxpamir-wakhan-play-alone = /paxpamir play のあとには何も付けません。ワハーンの公開中のカードを順に行います。
paxpamir-wakhan-skip-favoured = 「{ $action }」を試しました：できません。優勢スートが{ $wanted }ではなく{ $suit }だからです。
paxpamir-wakhan-skip-rupees = 「{ $action }」を試しました：できません。ルピーが{ $rupees }で、2未満ではないからです。
paxpamir-wakhan-skip-dominant = 「{ $action }」を試しました：できません。{ $coalition }連合が優勢だからです。
paxpamir-wakhan-skip-no-dominance = 「{ $action }」を試しました：できません。優勢な連合がないからです。
paxpamir-ask-wakhan-by-hand = 「{ $action }」はまだ私が行いません。ルールどおりに{ $who }の代わりに手で行ってください。彼女は行えましたか？
paxpamir-wakhan-by-hand-taken = はい、行った
paxpamir-wakhan-by-hand-bonus = はい、優勢スートのカードで（ボーナス）
paxpamir-wakhan-by-hand-cannot = いいえ、できない
paxpamir-wakhan-skip-by-hand = 「{ $action }」を試しましたが、盤面で確かめていただいたとおり、行えません。
paxpamir-ask-wakhan-check = 市場に支配判定カードはありますか？
paxpamir-wakhan-check-in-market = 市場に支配判定カードがあるので、{ $who }は野心のルールに従って急進化します。
paxpamir-wakhan-nothing-to-buy = 「急進化」を試しました：できません。{ $rupees }ルピーで買える市場のカードがないからです。
paxpamir-ask-wakhan-space = { $row }の{ $column }列目には何がありますか？
paxpamir-wakhan-space-card = 彼女が買えるカード
paxpamir-wakhan-space-empty = 何もない（空きマス）
paxpamir-wakhan-space-closed = 誰も買えないカード
paxpamir-wakhan-space-paid = { $row }の{ $column }列目：この手番にそのカードへルピーを置いたので、買えません。
paxpamir-wakhan-space-dear = { $row }の{ $column }列目：{ $cost }ルピーかかり、手持ちの{ $rupees }ルピーでは足りません。
paxpamir-wakhan-space-empty-skipped = { $row }の{ $column }列目：空きマスです。
paxpamir-wakhan-space-closed-skipped = { $row }の{ $column }列目：誰も買えないカードです。
paxpamir-ask-wakhan-rupees-on = { $row }の{ $column }列目のカードには何ルピー載っていますか？
paxpamir-wakhan-buys = { $who }は{ $row }の{ $column }列目のカードを急進化します：{ $taken ->
        [0] { $cost ->
            [0] 支払いはありません
           *[other] { $cost }ルピーを払います
        }
       *[other] { $cost ->
            [0] 支払いはなく
           *[other] { $cost }ルピーを払い
        }、載っていた{ $taken }ルピーを受け取ります
    }（ルピー{ $old } → { $new }）。
paxpamir-ask-wakhan-bribe = { $region }を支配する{ $ruler }は、そのカードをプレイする{ $who }にいくらの賄賂を求めますか？（{ $ruler }がそこに置いている部族の数から、免除する分を引いたもの）
paxpamir-wakhan-discards-bought = { $who }は賄賂{ $bribe }ルピーを払えません（手持ちは{ $rupees }ルピー）：カードを捨てます。
paxpamir-wakhan-plays-bought = { $who }はカード{ $card }を{ $end }にプレイします（賄賂{ $bribe }、ルピー{ $old } → { $new }）。彼女の軍隊と道路は{ $coalition }のブロックです。
paxpamir-wakhan-court-top = 宮廷の左端
paxpamir-wakhan-court-bottom = 宮廷の右端

paxpamir-wakhan-priority = カードの優先順位により、カード{ $card }を選びます：{ $chain }。
paxpamir-wakhan-priority-only = 選べるのはカード{ $card }だけです。
paxpamir-wakhan-priority-opponent = 相手の宮廷にある（{ $cards }）
paxpamir-wakhan-priority-favoured = 優勢スート（{ $cards }）
paxpamir-wakhan-priority-dominant-patriot = 優勢な連合の愛国者（{ $cards }）
paxpamir-wakhan-priority-dominant-prize = 優勢な連合の戦利品がある（{ $cards }）
paxpamir-wakhan-priority-patriot = 愛国者（{ $cards }）
paxpamir-wakhan-priority-leveraged = レバレッジ付き（{ $cards }）
paxpamir-wakhan-priority-rank = ランクが最も高い（{ $cards }）
paxpamir-wakhan-priority-number = カード番号が最も大きい（{ $cards }）

paxpamir-wakhan-suited = { $suit }・ランク{ $rank }
paxpamir-wakhan-space-event = イベントカード
paxpamir-ask-wakhan-suited = { $row }の{ $column }列目には何がありますか？ 宮廷カードならスートとランクを。
paxpamir-wakhan-skip-no-suit = 「{ $action }」を試しました：できません。{ $rupees }ルピーで買える{ $suit }のカードが市場にないからです。
paxpamir-ask-wakhan-higher-number = { $column }列目の2枚は条件が同じです：カード番号が大きいのはどちらですか？
paxpamir-wakhan-suit-pick = 「{ $action }」：{ $row }の{ $column }列目の{ $suit }のカード（ランク{ $rank }）。{ $why }。
paxpamir-wakhan-why-rank = 買えるうちランクが最も高く、その中で最も安いものです
paxpamir-wakhan-why-cheapest = 買えるうち最も安いものです
paxpamir-wakhan-why-number = 最も安い2枚のうちカード番号が大きいものです
paxpamir-ask-wakhan-leveraged = { $row }の{ $column }列目のカードにレバレッジのアイコンはありますか？
paxpamir-wakhan-richest-pick = 「{ $action }」：{ $row }の{ $column }列目のカード。載っているルピーとレバレッジから値段を差し引くと{ $net }ルピーの得で、{ $why }。
paxpamir-wakhan-why-richest = これが最大です

## Wakhan: the table during her turn
paxpamir-ask-wakhan-ruler = { $region }を支配しているのは誰ですか？
paxpamir-wakhan-ruler-seat = { $who }
paxpamir-wakhan-ruler-nobody = 誰もいない
paxpamir-ask-wakhan-spies = カード{ $card }にスパイは何個置かれていますか？ プレイヤーごとに1つずつ、この順で数字を入力してください：{ $names }。
paxpamir-ask-wakhan-tribes = { $region }に部族は何個置かれていますか？ プレイヤーごとに1つずつ、この順で数字を入力してください：{ $names }。
paxpamir-ask-wakhan-armies = { $region }に軍隊は何個置かれていますか？ 連合ごとに1つずつ、この順で数字を入力してください：{ $names }。
paxpamir-ask-wakhan-roads = { $first }と{ $second }の間の国境に道路は何個置かれていますか？ 連合ごとに1つずつ、この順で数字を入力してください：{ $names }。
paxpamir-ask-wakhan-court = { $who }の宮廷にあるカードはどれですか？ 左から順にカード番号を入力してください（例：12 45 7）。
paxpamir-wakhan-court-empty = カードなし
paxpamir-wakhan-counts-none = どこにもない
paxpamir-wakhan-court-bad = 1～{ $max }のカード番号を、重複なしでスペースで区切って入力するか、「カードなし」を押してください。
paxpamir-wakhan-counts-bad = 0～{ $max }の数字を{ $count }個、スペースで区切って入力するか、「どこにもない」を押してください。
paxpamir-ask-wakhan-card-on = { $row }の{ $column }列目にあるのはどのカードですか？ カードに印刷された番号を入力してください。

## Wakhan: every radicalize box, her ambition, savvy purchasing
cmd-paxpamir-new-savvy = ワハーンの賢い購入（バリアント）：on または off（既定は off）
paxpamir-option-savvy = 「{ $value }」は賢い購入の設定ではありません：savvy=on または savvy=off。
paxpamir-wakhan-skip-court-room = 「{ $action }」を試しました：できません。宮廷のカードは上限{ $limit }枚のうち{ $count }枚で、満杯ではないからです。
paxpamir-wakhan-skip-spies = 「{ $action }」を試しました：できません。彼女のスパイ{ $count }個より多くのスパイを持つプレイヤーがいないからです。
paxpamir-wakhan-skip-has-move = 「{ $action }」を試しました：できません。宮廷のカード{ $card }にすでに移動アクションがあるからです。
paxpamir-ask-wakhan-all-spies = 各プレイヤーは宮廷カードの上にスパイを合計何個置いていますか？ プレイヤーごとに1つずつ、この順で数字を入力してください：{ $names }。
paxpamir-wakhan-skip-no-card = 「{ $action }」を試しました：できません。{ $rupees }ルピーで買えるカードに条件に合うものがないからです。
paxpamir-wakhan-card-pick = 「{ $action }」：{ $row }の{ $column }列目のカード{ $card }。{ $why }。
paxpamir-wakhan-check-pick-patriot = 市場に支配判定カードがあるので、{ $who }は{ $row }の{ $column }列目のカード{ $card }を取ります：優勢な{ $coalition }連合の愛国者で、{ $why }。
paxpamir-wakhan-check-pick-blocks = 市場に支配判定カードがあり、{ $coalition }の愛国者を買えないので、{ $who }は{ $row }の{ $column }列目のカード{ $card }を取ります：軍隊と道路のアイコンが最も多く（{ $count }個）、{ $why }。
paxpamir-wakhan-check-pick-cylinders = 市場に支配判定カードがあり、優勢な連合がないので、{ $who }は{ $row }の{ $column }列目のカード{ $card }を取ります：スパイと部族のアイコンが最も多く（{ $count }個）、{ $why }。
paxpamir-wakhan-check-pick-richest = 市場に支配判定カードがあり、優勢な連合も、スパイや部族のアイコンのあるカードもないので、賢い購入により{ $row }の{ $column }列目のカード{ $card }を取ります：手元に最も多くルピーが残るもので、{ $why }。
paxpamir-wakhan-savvy = 賢い購入：カード{ $card }の代わりに、{ $who }は{ $row }の{ $column }列目のカード{ $better }を取ります。より安く、同じスートで、ランクが同じか上です。
paxpamir-wakhan-savvy-none = 賢い購入：カード{ $card }より安く、同じスートでランクが同じか上のカードはありません。{ $who }はそのまま取ります。
paxpamir-wakhan-action-ambition = 支配判定カードを購入（彼女の野心）
paxpamir-ask-wakhan-check-where = 今支配判定カードを買うと{ $who }に得になります。市場のどこにありますか？
paxpamir-wakhan-check-space = { $row }の{ $column }列目
paxpamir-wakhan-check-dear = もっと右、彼女のルピーでは届かない場所
paxpamir-wakhan-check-none = ない
paxpamir-wakhan-ambition-dear = { $who }は支配判定カードを買いたいのですが、手持ちの{ $rupees }ルピーでは足りません。
paxpamir-wakhan-ambition = { $who }の野心：{ $row }の{ $column }列目の支配判定カードを買います（{ $why }：彼女に{ $points }点）。{ $taken ->
        [0] { $cost ->
            [0] 支払いはありません
           *[other] { $cost }ルピーを払います
        }
       *[other] { $cost ->
            [0] 支払いはなく
           *[other] { $cost }ルピーを払い
        }、載っていた{ $taken }ルピーを受け取ります
    }（ルピー{ $old } → { $new }）。支配判定をすぐに解決します。
paxpamir-wakhan-ambition-most = その支配判定で最も多くの点を得るため
paxpamir-wakhan-ambition-win = ゲームに勝てるため
cmd-param-savvy = 賢い購入
cmd-choice-savvy-on = オン：同じスートのより安いカードを買う
cmd-choice-savvy-off = オフ：公式ルールどおり
## Wakhan: tax, gift, build, betray, her bonus actions and her court
paxpamir-typed-court = 宮廷
paxpamir-wakhan-action-gift = 贈り物
paxpamir-wakhan-skip-gifts-full = 「贈り物」を試しました：できません。贈り物の3マスがすべて埋まっているからです。
paxpamir-wakhan-skip-no-court-card = 「{ $action }」を試しました：できません。このターンまだ使っていないそのアクションを持つカードが宮廷にないからです。
paxpamir-wakhan-card-dear = カード{ $card }では「{ $action }」を行えません：費用{ $cost }ルピーと賄賂{ $bribe }ルピーが必要ですが、手持ちは{ $rupees }ルピーです。
paxpamir-wakhan-card-acts = カード{ $card }（{ $name }、{ $suit }）で「{ $action }」{ $bonus ->
        [yes] ：優勢スートなのでボーナスアクションです。
       *[no] 。
    }
paxpamir-wakhan-pays-hostage = カード{ $card }は他のプレイヤーに人質に取られています：{ $who }は{ $to }に賄賂{ $bribe }ルピーを払います（ルピー{ $old } → { $new }）。ルピーを移してください。
paxpamir-wakhan-pays-market = { $who }は市場に{ $cost }ルピー払います（ルピー{ $old } → { $new }）：{ $spaces }のカードに彼女のルピーを1枚ずつ置いてください。このターン、それらのカードは購入できません。
paxpamir-wakhan-space-at = { $row }の{ $column }列目
paxpamir-wakhan-skip-tax = カード{ $card }で「徴税」を試しました：できません。徴税できる相手も市場のルピーもないからです。
paxpamir-wakhan-tax-sheltered = { $name }からは徴税できません：{ $rupees ->
        [0] ルピーを持っていません
        [1] 1ルピーは経済の星{ $shelter }つで守られています
       *[other] { $rupees }ルピーはすべて経済の星{ $shelter }つで守られています
    }。
paxpamir-wakhan-tax-not-ruled = { $name }からは徴税できません：{ $who }は{ $name }の宮廷カードの地域をどれも支配していません。
paxpamir-wakhan-tax-player = { $who }は{ $name }から{ $amount }ルピー徴税します（{ $name }のルピー{ $old } → { $new }）。彼女に移してください。
paxpamir-wakhan-tax-market = { $who }は{ $row }の{ $column }列目のカードから{ $amount }ルピー取ります。彼女に移してください。
paxpamir-wakhan-taxed = { $who }は{ $total }ルピー徴税しました（上限はカードのランク{ $rank }。ルピー{ $old } → { $new }）。
paxpamir-wakhan-gift = { $who }は{ $cost }ルピーで贈り物をします：彼女のシリンダーを1つエイドカードに置いてください（贈り物{ $gifts }/3）。贈り物はすべての連合への影響力になります：アフガン{ $afghan }、イギリス{ $british }、ロシア{ $russian }。
paxpamir-wakhan-skip-build = カード{ $card }で「建設」を試しました：できません。支配している地域がないからです。
paxpamir-wakhan-build = { $who }はカードの地域順で最初の支配地域{ $region }に建設します：{ $coalition }の軍隊を{ $count }個置いてください（{ $cost }ルピー）。
paxpamir-wakhan-skip-betray = カード{ $card }で「裏切り」を試しました：できません。戦利品のあるカードに彼女のスパイがいないからです。
paxpamir-wakhan-betray = { $who }は{ $owner }の宮廷のカード{ $card }（{ $name }）を裏切ります：捨て札にし、載っていたスパイを持ち主に戻し、{ $coalition }の戦利品として彼女のエイドカードの下に差し込んでください（その連合への影響力：{ $influence }）。
paxpamir-wakhan-betray-leveraged = カード{ $card }はレバレッジ付きでした：捨てられたレバレッジカードとして{ $owner }が2ルピー払います。
paxpamir-wakhan-bonus = ボーナスアクション：まだ使っていない優勢スートのカードのうち最も左のカード{ $card }で「{ $action }」。
paxpamir-wakhan-no-bonus = { $who }のボーナスアクションはもうありません：宮廷に動ける未使用の優勢スート（{ $suit }）のカードがありません。
paxpamir-wakhan-court-not-hers = 私が管理するのはワハーンの宮廷だけです。{ $who }の宮廷はボード上で変えてください。
paxpamir-wakhan-court-set = { $who }の宮廷：{ $old } → { $new }。
paxpamir-wakhan-court-card = { $card } { $name }
paxpamir-wakhan-court-none = カードなし
paxpamir-status-wakhan-court = { $who }の宮廷（左から）：{ $cards }。
paxpamir-wakhan-space-sep = { "、" }
## Wakhan: the card she bought, her discards, steadfast loyalty (PW-14, PW-16, PW-17, PW-19, PW-23)
paxpamir-wakhan-no-bribe-nobody = { $region }は誰も支配していません：{ $who }は賄賂を払いません。
paxpamir-wakhan-no-bribe-hers = { $region }は{ $who }自身が支配しています：賄賂はありません。
paxpamir-wakhan-bribe-tribes = { $region }を支配する{ $who }はそこに部族を{ $count }個置いています：それが賄賂です。
paxpamir-wakhan-card-stars = { $suit }の星{ $rank }つが彼女の記録に加わります。宮廷のカードは{ $court }枚、上限は{ $limit }枚です。
paxpamir-wakhan-card-patriot = { $coalition }の愛国者です：彼女の{ $coalition }連合への影響力はいま{ $influence }です。
paxpamir-wakhan-card-patriot-gone = { $coalition }の愛国者が去ります：彼女の{ $coalition }連合への影響力はいま{ $influence }です。
paxpamir-wakhan-icon-leverage = レバレッジ：{ $who }は2ルピーを受け取ります（{ $old } → { $new }）。このカードはレバレッジ付きです。
paxpamir-wakhan-icon-suit = スートアイコン：優勢スートが{ $old }から{ $suit }に変わります。
paxpamir-wakhan-icon-suit-same = スートアイコン：{ $suit }が優勢スートのままです。
paxpamir-wakhan-icon-armies = 軍隊：{ $who }のために{ $coalition }の軍隊を{ $count }個、{ $region }に置いてください。
paxpamir-wakhan-icon-roads = 道路：{ $who }のために{ $coalition }の道路を{ $count }個、この順に置いてください：{ $borders }（彼女の地域の優先順に沿った国境。最後まで行ったら最初に戻ります）。
paxpamir-wakhan-border = { $first }–{ $second }
paxpamir-wakhan-icon-tribes = 部族：{ $who }の部族を{ $count }個、{ $region }に置いてください（場のシリンダー：{ $cylinders }）。
paxpamir-wakhan-icon-spy = スパイ：{ $who }のスパイをカード{ $card }に置いてください。{ $most ->
        [yes] { $region }のカードすべて（どれも彼女のスパイが最多）
       *[other] { $region }のカードのうち彼女のスパイが最多でないもの
    }の中で、カードの優先順位が最も高いカードです。場のシリンダー：{ $cylinders }。
paxpamir-event-101 = 支配判定
paxpamir-event-102 = 支配判定
paxpamir-event-103 = 支配判定
paxpamir-event-104 = 支配判定
paxpamir-event-105 = 新戦術
paxpamir-event-106 = コーイヌール奪還
paxpamir-event-107 = 宮廷作法
paxpamir-event-108 = 流言
paxpamir-event-109 = 戦争疲れ
paxpamir-event-110 = ナショナリズム
paxpamir-event-111 = 公職からの撤退
paxpamir-event-112 = 国家建設
paxpamir-event-113 = ペルシア貴族の後ろ盾
paxpamir-event-114 = 別の説得手段
paxpamir-event-115 = パシュトゥーンワーリーの価値観
paxpamir-event-116 = 叱責
paxpamir-wakhan-event-check = { $who }は「{ $event }」を購入しました：いま解決します。
paxpamir-wakhan-event-newTactics = { $who }は「{ $event }」を購入しました：次の支配判定まで、彼女の軍事カードは優勢スートとして扱います。
paxpamir-wakhan-event-kohINoorRecovered = { $who }は「{ $event }」を購入しました：次の支配判定まで、彼女の贈り物は1つにつき影響力2として数えます。
paxpamir-wakhan-event-courtlyManners = { $who }は「{ $event }」を購入しました：次の支配判定まで、彼女は賄賂を払いません。
paxpamir-wakhan-event-rumor = { $who }は「{ $event }」を購入し、赤い矢印のラベルにより{ $target }を選びます：次の支配判定まで、{ $target }の愛国者は影響力になりません。
paxpamir-wakhan-event-conflictFatigue = { $who }は「{ $event }」を購入しました：次の支配判定まで、連合はほかの各連合よりブロックが4個ではなく2個多ければ支配的です。
paxpamir-wakhan-event-nationalism = { $who }は「{ $event }」を購入しました：次の支配判定まで、彼女の部族は軍隊と同じように移動し戦闘します。
paxpamir-wakhan-event-publicWithdrawal = { $who }は「{ $event }」を購入しました：購入時の効果はありません。
paxpamir-wakhan-event-nationBuilding = { $who }は「{ $event }」を購入しました：次の支配判定まで、彼女が建設するブロック1個ごとにもう1個置きます。
paxpamir-wakhan-event-backingOfPersianAristocracy = { $who }は「{ $event }」を購入しました：3ルピーを受け取ります（{ $old } → { $new }）。
paxpamir-wakhan-event-otherPersuasiveMethods = { $who }は「{ $event }」を購入し、赤い矢印のラベルにより{ $target }を選びます：{ $target }と手札を交換します。
paxpamir-wakhan-event-pashtunwaliValues = { $who }は「{ $event }」を購入しました：優勢スートに{ $suit }を選び、次の支配判定までそのままです。
paxpamir-wakhan-event-rebuke = { $who }は「{ $event }」を購入しました：彼女の地域順で最初の{ $region }から、部族と軍隊をすべて取り除いてください。
paxpamir-wakhan-discard-pick = { $who }の宮廷は{ $court }枚で、上限{ $limit }枚を超えています：カード{ $card }を捨てます（{ $chain }）。
paxpamir-wakhan-discard-not-political = 政治以外（{ $cards }）
paxpamir-wakhan-discard-not-patriot = 愛国者以外（{ $cards }）
paxpamir-wakhan-discard-not-leveraged = レバレッジなし（{ $cards }）
paxpamir-wakhan-discard-outspied = ほかのプレイヤーのスパイが彼女より最も多い（{ $cards }）
paxpamir-wakhan-discard-fewest-spies = スパイが最も少ない（{ $cards }）
paxpamir-wakhan-discard-lowest-rank = ランクが最も低い（{ $cards }）
paxpamir-wakhan-discard-not-favoured = 優勢スート以外（{ $cards }）
paxpamir-wakhan-discard-lowest-number = カード番号が最も小さい（{ $cards }）
paxpamir-wakhan-discard-stars = { $suit }の星{ $rank }つが彼女の記録から外れます。宮廷の上限はいま{ $limit }枚です。
paxpamir-wakhan-pragmatic-steadfast = 実利的忠誠（不動）：{ $coalition }（{ $coalitions }のうち、ほかのプレイヤーが忠誠を誓っていない連合で、場のブロックが最も多いもの。同数なら先のもの）。
paxpamir-ask-wakhan-discard = { $who }の宮廷のどのカードを捨てますか？
paxpamir-rule-pw-16 = 宮廷が上限を超えたら、次の優先順で捨てます：政治以外、愛国者以外、レバレッジなし、ほかのプレイヤーのスパイが彼女より最も多いカード、スパイが最も少ないカード、ランクが最も低いカード、優勢スート以外、カード番号が最も小さいカード。手札はないので手札は捨てません。
    .title = クリーンアップでの捨て札
paxpamir-rule-pw-17 = レバレッジ付きのカードを捨てると2ルピーかかります。払えない分は免除され、そのためにカードを捨てることはありません。
    .title = ワハーンのレバレッジ
paxpamir-rule-pw-19 = イベントカードも宮廷カードと同じように買います。イベントで選ぶときは、スートは優勢スート、地域は地域順の最初、プレイヤーは赤い矢印のラベルが示す人です。
    .title = イベント
paxpamir-rule-pw-23 = オプション steadfast=on：カードの連合のうち、ほかのプレイヤーが誰も忠誠を誓っていないものの中で、場のブロックが最も多い連合が実利的忠誠になります。同数なら左のもの。
    .title = 不動の実利的忠誠
cmd-paxpamir-new-steadfast = ワハーンの不動の実利的忠誠（Board Game Arenaのバリアント）：オンかオフ
cmd-param-steadfast = 不動
cmd-choice-steadfast-on = オン：ブロックが最も多い空いている連合
cmd-choice-steadfast-off = オフ：公式ルール
paxpamir-wakhan-limits = { $who }は宮廷にカードを{ $court }枚まで持てます（3 + 政治の星{ $political }つ）。手札はありません。
paxpamir-wakhan-cleanup-discards = 宮廷の上限を超えた分は私が{ $who }の代わりに捨てます。それ以外の捨て札（戦闘、裏切り）は /paxpamir { $who } 捨て札 で。
paxpamir-option-steadfast = 「{ $value }」はsteadfastの値ではありません：steadfast=on（実利的忠誠は、空いている連合のうち場のブロックが最も多いもの）かsteadfast=off（空いている最初の連合。公式ルール）です。

## Wakhan: battle and move
paxpamir-option-spymove = 「{ $value }」はワハーンのスパイ移動の設定ではありません：spymove=on（軍隊を動かせない移動で、手の空いたスパイを動かす）または spymove=off（公式ルール）です。
paxpamir-wakhan-battle-region = { $who }は{ $region }で戦闘します。カードの地域順で最初の、他のプレイヤーの駒があり彼女の{ $coalition }の軍隊（{ $armies }個）がいる地域です：最大{ $limit }個を取り除きます（カードのランク{ $rank }、そこにいる彼女の軍隊の数まで）。
paxpamir-wakhan-battle-no-region = 彼女の軍隊と他のプレイヤーの駒が両方ある地域はありません：彼女と他のプレイヤーの両方のスパイがいる宮廷カードで戦闘します。
paxpamir-wakhan-skip-battle = カード{ $card }で「戦闘」を試しました：できません。彼女の軍隊と他のプレイヤーの駒が両方ある地域も、彼女と他のプレイヤーの両方のスパイがいる宮廷カードもないからです。
paxpamir-wakhan-skip-battle-spies = カード{ $card }で「戦闘」を試しました：できません。彼女と他のプレイヤーの両方のスパイがいる宮廷カードがないからです。
paxpamir-wakhan-most-spies = 彼女と他のプレイヤーの両方のスパイがいるカードのうち、スパイが最も多い（{ $spies }個）のは{ $cards }です。
paxpamir-wakhan-battle-card = { $who }はカード{ $card }（{ $name }）で戦闘します。彼女のスパイは{ $spies }個です：最大{ $limit }個を取り除きます（カードのランク{ $rank }、そこにいる彼女のスパイの数まで）。
paxpamir-wakhan-battle-tribe = { $place }から{ $name }の部族を{ $count }個取り除き、{ $name }に戻してください。
paxpamir-wakhan-battle-spy = { $place }から{ $name }のスパイを{ $count }個取り除き、{ $name }に戻してください。
paxpamir-wakhan-battle-army = { $place }から{ $coalition }の軍隊を{ $count }個取り除いてください。
paxpamir-wakhan-battle-road = { $place }から{ $coalition }の道路を{ $count }個取り除いてください。
paxpamir-wakhan-on-card = カード{ $card }
paxpamir-wakhan-on-border = { $first }と{ $second }の間の国境
paxpamir-wakhan-overthrown = 失脚：{ $name }は{ $place }の最後の部族を失い、宮廷にある{ $place }の政治カードをすべて捨てます。1枚ずつ /paxpamir { $name } discard で報告してください。
paxpamir-wakhan-skip-move = カード{ $card }で「移動」を試しました：できません。他のプレイヤーの部族があり、彼女の軍隊が部族の数より少ない隣の地域へ動かせる彼女の{ $coalition }の軍隊がない{ $spies ->
        [yes] うえ、動かせる手の空いたスパイもいない
       *[no] {""}
    }からです。
paxpamir-wakhan-move-keeps-rule = { $region }からは軍隊を動かしません：そこでの支配を失うからです。
paxpamir-wakhan-move-army = { $coalition }の軍隊を1個、{ $region }から他のプレイヤーの部族がいる{ $to }へ動かしてください（そこの部族{ $tribes }個、彼女の軍隊は現在{ $armies }個）。
paxpamir-wakhan-move-spy = 彼女のスパイを1個、カード{ $card }からカード{ $to }へ動かしてください：優先度の最も低いカードの手の空いたスパイを、隣のカードのうち彼女のスパイが最多でない最も優先度の高いカードへ。
cmd-paxpamir-new-spymove = ワハーンのスパイ移動（Board Game Arenaのバリアント）：動かせる軍隊がない移動で、手の空いたスパイを動かす
cmd-param-spymove = スパイ移動
cmd-choice-spymove-on = オン：軍隊を動かせないとき手の空いたスパイが動く
cmd-choice-spymove-off = オフ：公式ルール
paxpamir-rule-pw-11 = カードアクションは、それを行える最も優先度の高い宮廷カードで行います。戦闘：カードの地域順で最初の、彼女の軍隊と他のプレイヤーの駒がある地域で、部族、軍隊、道路の順に。なければ、彼女と他のプレイヤーの両方のスパイがいる宮廷カードで。移動：軍隊だけを道路なしで、他のプレイヤーの部族がいる隣の地域へ、部族の数まで。支配している地域を失う移動はしません。
paxpamir-rule-pw-21 = オプション savvy=on：矢印が宮廷カードを指したとき、代わりに同じスートで同じかそれ以上のランクの、より安いカードを（安いものから）買います。市場に支配判定カードがあり、優勢な連合がなく、スパイや部族のアイコンを持つカードもないときは、手元に最も多くのルピーが残るカードを買います。
paxpamir-rule-pw-22 = オプション：移動で動かせる軍隊がないとき、優先度の最も低いカードから手の空いたスパイを、彼女のスパイが最多でない隣の最も優先度の高いカードへ動かします。

## Wakhan: a region's ruler reckoned from its pieces (PP-12, PW-7)
paxpamir-wakhan-ruling-pieces = { $region }でのワハーンの支配駒は{ $count }個です（彼女の部族と、そこで軍隊が最も多い1つの連合の軍隊）：{ $nobody ->
        [yes] 誰も支配していません。
       *[no] { $ruler }が支配しています。
    }

## Wakhan: a market card already in her court
paxpamir-wakhan-card-in-her-court = カード{ $card }はワハーンの宮廷にあるので、市場にはありません。そのマスのカードに印刷された番号を入力してください。
paxpamir-wakhan-card-named = カード{ $card }はこの手番ですでに市場の別のマスにあります。このマスのカードに印刷された番号を入力してください。
