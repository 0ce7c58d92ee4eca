### 宝石の煌めき（Splendor）マイルドなソロボット：説明・質問・用語（日本語）。
### ルールID（[SP-4] など）はチャット側が行頭に付けます。カードは「#番号」（カタログ番号）と
### レベル・色・威信ポイント・コストで示します。コストとトークンの数は記号で書きます：
### w ダイヤ（白）、u サファイア（青）、g エメラルド（緑）、r ルビー（赤）、k オニキス（黒）、y 黄金。
### 宝石は原文（seed 001）どおり宝石の名前で呼びます（色の名前も入力できます）。
###
### 用語集の出典：このボットの原文（seed 001、日本語のブログ記事「宝石の煌めき」マイルドなソロバリアント）と
### 日本語版『宝石の煌めき』（ホビージャパン）。宝石トークン、黄金トークン、発展カード、貴族（タイル）、
### 威信（ポイント）、ストック（原文の「1」〜「6」の場所）、ボット、確保（原文どおり、ボットが裏向きで持つ
### 威信1点のカードも「確保」）。原文どおり、場所1〜6に並べたトークン置き場全体が「ストック」で、その順番は「ストックの並び」。

## 用語（パラメータとして他のメッセージに入ります）

splendor-gem-white = ダイヤ
splendor-gem-blue = サファイア
splendor-gem-green = エメラルド
splendor-gem-red = ルビー
splendor-gem-black = オニキス
splendor-gem-gold = 黄金

splendor-who-bot = ボット
splendor-who-human = あなた

splendor-purpose-market = 場
splendor-purpose-head-start = ボットの初期ボーナス
splendor-purpose-reserve = 山札の一番上からの確保

splendor-tie-tokens = 支払うトークンが少ないもの
splendor-tie-level = レベルの高いもの
splendor-tie-left = いちばん左のカード

## 準備（SP-1, SP-2, SP-9, SP-10）

splendor-setup = 2人戦の準備：各宝石4枚、黄金5枚、貴族3枚。{ $deal ->
        [table] カードはあなたが並べ、1枚ずつ教えてください。
       *[other] 山札はボットが切り、並べるカードを1枚ずつ指示します。
    }{ $dice ->
        [player] ボットのダイスはあなたが振ります。
       *[other] ボットのダイスはボットが振ります。
    }ストックの並び：場所1は黄金、場所2からは { $stock }。記号：w ダイヤ（白）、u サファイア（青）、g エメラルド（緑）、r ルビー（赤）、k オニキス（黒）、y 黄金。
splendor-noble = { $by ->
        [table] 貴族 #{ $noble } が場にあります（条件 { $requires }）。
       *[other] 貴族 #{ $noble } を並べてください（条件 { $requires }）。
    }
splendor-lay = { $by ->
        [table] レベル{ $level }・{ $slot }枚目：#{ $card }、{ $colour }、威信{ $points }点、コスト { $cost }。
       *[other] レベル{ $level }の{ $slot }枚目に並べてください：#{ $card }、{ $colour }、威信{ $points }点、コスト { $cost }。
    }
splendor-deck-empty = レベル{ $level }の山札がありません：{ $slot }枚目は空いたままです。
splendor-head-start = ボットの初期ボーナス：黄金1枚と、レベル1の山札の一番上のカード #{ $card }（{ $colour }、威信{ $points }点、コスト { $cost }）を表向きで受け取ります。
splendor-harder = 難しく：ボットはレベル3の山札から確保カードを{ $count }枚持って始めます（1枚につき威信1点）。
splendor-easier = 簡単に：ボットは最初の手番を飛ばします（初期ボーナスはそのまま）。
splendor-bot-first = ボットの先攻です：/splendor turn と入力してください。
splendor-ask-noble = 場にある貴族はどれですか（3枚のうち{ $nth }枚目）？
splendor-noble-option = #{ $noble }：{ $requires }
splendor-ask-card = { $purpose }：めくったカードはどれですか（レベル{ $level }）？ 記号で入力（例：「{ $level } 赤 2: 3w 5k」や「#37」）するか、色を選んでください。
splendor-ask-card-pick = レベル{ $level }のどのカードですか？
splendor-card-option = #{ $card } { $colour }、威信{ $points }点、コスト { $cost }

## ボットの手番（SP-3〜SP-7）

splendor-bot-report = ボットの手番{ $turn }。トークン{ $count }枚（{ $tokens }）、カードのボーナス { $bonuses }（{ $cards }枚）、確保{ $kept }枚、威信{ $points }点。
splendor-buy-none = 場のカードはどれも買えません。
splendor-buy-options = 買えるカードは{ $count }枚：{ $cards }。
splendor-buy-tie = { $cards } が威信{ $points }点で並びます。{ $left ->
        [1] { $why }を選びます：{ $chosen }。
       *[other] { $why }を選ぼうとしても、{ $chosen } はまだ並んでいます。
    }
splendor-bot-buys = ボットは #{ $card }（{ $colour }、レベル{ $level }、威信{ $points }点、コスト { $cost }）を買います。{ $count ->
        [0] カードのボーナスでまかなえるので、何も支払いません。
       *[other] { $paid } を支払います（宝石が先、黄金は後）。
    }
splendor-holds-ten = トークンを{ $count }枚持っていて何も買えないので、カードを1枚確保します。
splendor-roll = { $by ->
        [bot] ボットのダイスの目は
       *[player] あなたが振ったダイスの目は
    }{ $face }です（ボットのトークンは{ $count }枚）。
splendor-take-gold = 黄金を1枚取ります（カードは確保しません）。
splendor-gold-gone = 黄金がないので、代わりにカードを1枚確保します。
splendor-take-two = 場所{ $place }（{ $colour }）に4枚あるので、{ $colour }を{ $count }枚取ります。
splendor-take-three = 場所{ $place }は3枚以下なので、場所{ $places }から1枚ずつ取ります：{ $colours }。
splendor-take-fewer = ストックに残る宝石は{ $count }種類だけなので、あるだけ取ります。
splendor-take-capped = トークンは{ $max }枚までなので、{ $count }枚だけ取ります。
splendor-place-beyond = 場所{ $face }はありません（最後は場所{ $last }）：場所2として扱います。
splendor-place-skipped = { $colour }の場所は空なので飛ばします。
splendor-no-gems = { $face }が出ましたが、ストックに宝石がないので何も取りません。
splendor-keep = レベル3の山札の一番上のカード #{ $card }（{ $colour }、威信{ $points }点）を確保します。裏向きで横に置いてください：威信1点として数え、買うことはなく、ボーナスにもなりません（確保{ $kept }枚）。
splendor-keep-unseen = レベル3の山札の一番上のカードを確保します：見ずに裏向きで横に置いてください。威信1点として数え、買うことはなく、ボーナスにもなりません（確保{ $kept }枚）。
splendor-keep-none = レベル3の山札がないので、取り置くカードがなく、何もしません。
splendor-stock-gone = { $colour }がなくなりました：場所{ $place }を詰め、後ろの場所がずれます。ストックの並び：{ $stock }。
splendor-stock-back = { $colour }がストックに戻り、場所{ $place }に置かれます。ストックの並び：{ $stock }。
splendor-noble-first = 複数の貴族（{ $nobles }）が訪問できます：並びの最初の貴族が来ます。
splendor-noble-visits = 貴族 #{ $noble }（{ $requires }）が{ $side ->
        [human] あなた
       *[other] ボット
    }を訪問します：威信3点。
splendor-points = { $who }：威信{ $count }点。
splendor-bot-reached = ボットが威信{ $count }点に達しました：あなたの手番があと1回です。同点以上で勝ちです。
splendor-your-move = あなたの手番です：/splendor take、/splendor buy、/splendor reserve で入力してください。
splendor-bot-next = 次はボットの手番です（/splendor turn）。

## あなたの手番（SP-10, SP-7）

splendor-human-takes = あなたは { $tokens } を取ります。
splendor-human-buys = あなたは{ $reserved ->
        [yes] 確保していたカード
       *[other] 場のカード
    } #{ $card }（{ $colour }、威信{ $points }点、コスト { $cost }）を買います。{ $count ->
        [0] カードのボーナスでまかなえるので、何も支払いません。
       *[other] { $paid } を支払います。
    }
splendor-human-reserves = あなたは #{ $card }（{ $colour }、レベル{ $level }、威信{ $points }点、コスト { $cost }）を確保します。
splendor-human-reserves-top = あなたはレベル{ $level }の山札の一番上のカード #{ $card }（{ $colour }、威信{ $points }点、コスト { $cost }）を確保します。手札に加えてください。
splendor-human-gold = 黄金を1枚受け取ります。
splendor-human-no-gold = 黄金が残っていないので、黄金なしで確保します。
splendor-human-passes = 取る・買う・確保するのどれもできないので、パスします。
splendor-ask-discard = トークンが{ $count }枚多すぎます（{ $held }）：どれを戻しますか？ まとめて入力してください（例：`2w`、`1w 1k`）。
splendor-human-discards = { $tokens } を戻します。
splendor-ask-noble-visit = 複数の貴族が訪問できます：どの貴族を迎えますか？

## ゲーム終了（SP-8）

splendor-standing = { $who }：威信{ $points }点、発展カード{ $cards }枚、{ $side ->
        [human] 確保{ $reserved }枚
       *[other] 確保{ $kept }枚
    }、貴族{ $nobles }人。
splendor-winner = { $winner ->
        [human] あなたの勝ちです！{" "}
       *[other] ボットの勝ちです。
    }{ $why ->
        [cards] 威信が同点なので、発展カードの少ない方が勝ちます。
        [tie] 威信も発展カードの枚数も同じときは、あなたを勝者とします。
       *[other] { $ended ->
            [yes] （途中で終了したので、その時点の威信で決めました。）
           *[other] 威信で上回りました。
        }
    }
splendor-ask-end-now = 今の状態でゲームを終了し、勝者を決めますか？
splendor-end-cancelled = ゲームを続けます。

## 状況

splendor-status-bot = ボット：{ $tokens }（トークン{ $count }枚）、ボーナス { $bonuses }（カード{ $cards }枚）、確保{ $kept }枚、貴族{ $nobles }人、威信{ $points }点。
splendor-status-stock = ストックの並び：場所1は黄金（残り{ $gold }枚）、場所2から { $stock }。
splendor-status-human = あなた：{ $tokens }（トークン{ $count }枚）、ボーナス { $bonuses }（カード{ $cards }枚）、確保 { $reserved }、貴族{ $nobles }人、威信{ $points }点。
splendor-status-card = { $level }.{ $slot }：#{ $card } { $colour }、威信{ $points }点、コスト { $cost }
splendor-status-deck = レベル{ $level }の山札：残り{ $count }枚。
splendor-status-noble = 貴族 #{ $noble }：条件 { $requires }。
splendor-status-bank = ストックのトークン：{ $tokens }。
splendor-status-reserved = あなたの確保カード #{ $card }：{ $colour }、威信{ $points }点、コスト { $cost }。
splendor-status-next-bot = 次：ボットの手番{ $turn }（/splendor turn）。
splendor-status-next-human = 次：あなたの手番{ $last ->
        [true] （最後の手番）
       *[other] {""}
    }（/splendor take、buy、reserve）。
splendor-status-over = ゲーム終了：{ $winner ->
        [human] あなた
       *[other] ボット
    }の勝ち。ボット威信{ $bot }点、あなた{ $human }点。

## 入力の誤り

splendor-option-unknown = 「{ $option }」というオプションはありません。オプション：dice=bot|player、deal=bot|table、easier、harder=N、stock=blue,green,red,white,black。
splendor-option-bad = 「{ $value }」は{ $option }の値として使えません：{ $allowed } のどれかにしてください。
splendor-option-stock = 「{ $value }」はストックの並びになっていません：場所2〜6の5種類の宝石を1回ずつ書いてください（例：stock=青,緑,赤,白,黒）。
splendor-game-over = ゲームは終了しています。/splendor new で新しいゲームを始めてください。
splendor-your-move-first = 先にあなたの手番です：/splendor take、buy、reserve で入力してください。
splendor-bot-turn-first = ボットの手番です：先に /splendor turn と入力してください。
splendor-move-unknown = 「{ $verb }」という手はありません：take、buy、reserve、pass のどれかです。
splendor-take-bad = 「{ $tokens }」はトークンとして読めません：例 take w u g、take 2r。
splendor-take-no-gold = 黄金は直接取れません：カードを確保したときに1枚もらえます。
splendor-take-none-left = ストックに{ $colour }が残っていません。
splendor-take-two-needs-four = 同じ{ $colour }を2枚取れるのは4枚ある山からだけです：今は{ $count }枚です。
splendor-take-rule = 異なる宝石を{ $count }枚取るか、4枚ある山から同じ宝石を2枚取ってください。
splendor-name-a-card = カードを指定してください：場所（2.3 = レベル2の左から3枚目）、番号（#37）、または記号（2 赤 2: 3w 5k）。
splendor-slot-empty = { $level }.{ $slot }は空いています。
splendor-no-reserved = 確保カード r{ $index } はありません（確保は{ $count }枚）。
splendor-card-not-here = 「{ $code }」に合うカードはここにありません。
splendor-card-ambiguous = 「{ $code }」に合うカードが{ $count }枚あります：場所（2.3）か番号（#37）で指定してください。
splendor-card-bad-code = 「{ $code }」はカードの記号になっていません：レベル、色、点数、コロンのあとにコスト（例：2 赤 2: 3w 5k）、または #37。
splendor-card-wrong-level = それはレベル{ $given }のカードです。レベル{ $level }のカードが必要です。
splendor-card-no-match = その記号に合うレベル{ $level }のカードはありません：色・点数・コストを確かめてください。
splendor-card-in-play = #{ $card }（{ $colour }、威信{ $points }点、コスト { $cost }）はすでに使われています。
splendor-cannot-afford = #{ $card }（{ $colour }、コスト { $cost }）は買えません：{ $missing } が足りません。
splendor-reserve-full = すでに{ $max }枚確保しています。
splendor-deck-none = レベル{ $level }の山札がありません。
splendor-pass-not-allowed = まだ取る・買う・確保するのどれかができます：パスは何もできないときだけです。

## ヘルプ

splendor-help =
    /splendor new [dice=bot|player] [deal=bot|table] [easier] [harder=N] [stock=blue,green,red,white,black] [seed=N] — ゲームを始める（deal=bot：ボットが山札を切り、並べるカードを指示。deal=table：あなたが並べて1枚ずつ教える）
    /splendor turn — ボットの手番（ボットが先攻）、または開いている質問をもう一度
    /splendor take w u g | take 2r — あなたの手番：異なる宝石3枚、または4枚ある山から同じ宝石2枚
    /splendor buy 2.3 | buy #37 | buy r1 — あなたの手番：場のカード（レベル.左からの位置、または番号）か確保したカードを買う
    /splendor reserve 2.3 | reserve deck 3 — あなたの手番：場のカードか山札の一番上を確保（黄金が残っていれば1枚もらう）
    /splendor pass — ほかに何もできないときだけ
    /splendor status — ボットのトークン・ボーナス・威信・確保カード・ストックの並び、あなたの状況、場・貴族・ストックのトークン
    /splendor board — 場のカード、山札、貴族、ストックのトークン
    /splendor log — これまでの判断をルール付きですべて表示
    /splendor undo — 直前の一手を取り消す
    /splendor end — 今ゲームを終えて勝者を決める
    記号：w ダイヤ（白）、u サファイア（青）、g エメラルド（緑）、r ルビー（赤）、k オニキス（黒）、y 黄金。カード：2 赤 2: 3w 5k（レベル、色、点数：コスト）

## Discordのスラッシュコマンド（説明は100文字まで）

cmd-splendor-new = このチャンネルでマイルドなソロボットと宝石の煌めきを始める
cmd-splendor-new-dice = ボットのダイスを振る人
cmd-splendor-new-deal = ボットが山札を切ってカードを指示（bot）、またはあなたが並べて入力（table）
cmd-splendor-new-easier = 簡単に：ボットは最初の手番を飛ばす
cmd-splendor-new-harder = 難しく：ボットは確保カードN枚（各威信1点）で始める
cmd-splendor-new-stock = ストックの場所2〜6の宝石（例：blue,green,red,white,black）
cmd-splendor-new-seed = シードからゲームを再現する
cmd-splendor-board = 場のカード、山札、貴族、ストックのトークン
cmd-splendor-take = あなたの手番：宝石を取る
cmd-splendor-take-tokens = 異なる宝石3枚（w u g）または同じ宝石2枚（2r）
cmd-splendor-buy = あなたの手番：場のカードか確保したカードを買う
cmd-splendor-buy-card = 場所（2.3）、番号（#37）、確保カード（r1）、または記号（2 赤 2: 3w 5k）
cmd-splendor-reserve = あなたの手番：カードを確保する（黄金が残っていれば1枚もらう）
cmd-splendor-reserve-card = 場所（2.3）、番号（#37）、または山札の一番上（deck 3）
cmd-splendor-pass = ほかに何もできないときにパスする

splendor-discard-option = { $tokens } を戻す
splendor-discard-bad = 「{ $tokens }」はトークンとして読めません：戻すトークンを合計{ $count }枚、`2w` や `1w 1k` のように入力してください。
splendor-discard-count = 「{ $tokens }」では{ $given }枚になります：ちょうど{ $count }枚戻してください。
splendor-discard-more-than-held = { $colour }は{ $held }枚しか持っていないので、{ $count }枚は戻せません。
splendor-place-bad = 「{ $place }」は場の位置ではありません：位置は「レベル.左からの番号」で、レベルは1〜3、番号は1〜4です（例：2.3）。
splendor-deck-bad = 「{ $deck }」という山札はありません：山札はレベル1〜3です（例：deck 3）。
splendor-question-waits = 答えを待っている質問は保留にします。ゲームを続ける場合はもう一度お聞きし、終える場合はその手番を行いません。
# Said by /end in games stored before the open question waited (their logs and transcripts).
splendor-question-dropped = 答えを待っていた質問は取り消し、その手番は行いません。
splendor-roll-ask = ボットのダイスを振ってください（ボットのトークンは{ $count }枚）。1なら黄金を取り、2〜6ならストックのその場所から宝石を取ります。出た目を入力してください。

## チャットサービスでこのゲームに使う言葉

# 文中での題名（`game` パラメータのあるメッセージでは `$title` として使えます）
game-splendor = 『宝石の煌めき』

# Discordのスラッシュコマンド（名前: 小文字、空白なし、32文字まで。説明は100文字まで）
cmd-splendor = 宝石の煌めき：マイルドなソロボットと対戦する
cmd-name-take = 取る
cmd-name-buy = 買う
cmd-name-reserve = 確保
cmd-name-pass = パス
cmd-param-deal = 配り方
cmd-param-easier = やさしく
cmd-param-stock = ストックの並び
cmd-param-tokens = トークン
cmd-param-card = カード
cmd-choice-deal-bot = ボットが山札を切ってカードを指示する
cmd-choice-deal-table = 自分で配り、カードをボットに伝える

# 盤面の画像（bot/pictures）
picture-splendor-title = { $title } · ボットの第{ $turn }手番
picture-splendor-market = 場のカード
picture-splendor-deck = 山札：{ $count }枚
picture-splendor-nobles = 貴族（{ $count }人）
picture-splendor-bank = ストック
picture-splendor-bot = ボット：威信{ $points }点 · 貴族{ $nobles }人
picture-splendor-tokens = トークン：{ $count }枚
picture-splendor-bonuses = カード：{ $count }枚
picture-splendor-kept = 確保：{ $count }枚

# 入力中に示す候補（Discordのオートコンプリート）
suggest-splendor-deck = deck { $level } · レベル{ $level }の山札の一番上（残り{ $count }枚）

# チャットサービスの文のうち、このゲーム独自の言葉: 新しいゲームで名乗るボット
splendor-variant-mild = マイルドなソロボット

# オートマの成績（/splendor odds）のこのゲーム独自の言葉
splendor-odds-automa = マイルドなソロボット
splendor-odds-none = その指定では{ $title }の成績表がありません。/splendor odds、/rajas odds、/rajas odds beck 2 をお試しください。

# ルールの説明(/splendor rule ID):各タグのルールを二、三文で。.title は一行の見出し。
# 用語は日本語版『宝石の煌めき』とシードに合わせる(威信ポイント、発展カード、宝石トークン、
# 黄金トークン、貴族タイル、確保)。
splendor-rule-sp-1 = 2人戦と同じく、各宝石トークン4枚、黄金トークン5枚、貴族タイル3枚でセットアップします。ボットは6面体ダイスを1つ使い、ストックを「1」〜「6」の場所に並べます。「1」は常に黄金、「2」〜「6」は準備で決めた順の5種類の宝石です。
    .title = 事前準備とストック
splendor-rule-sp-2 = ゲーム開始前に、ボットは黄金トークン1つとLv.1の山札の一番上のカードを受け取ります。このカードはボットのもので、ボーナスと威信に数えます。ボットが先攻です。
    .title = ボットのアドバンテージ
splendor-rule-sp-3 = ボットは毎手番の前に、トークンの数、色ごとのカード、威信ポイントを伝えます。シードが毎手番数えるように求めているものです。
    .title = ボットの手番の前のカウント
splendor-rule-sp-4 = ボットはまずカードの購入を試みます。買える公開カードのうち威信ポイントが一番高いもの、並んだときは支払うトークンが一番少ないもの（さらに同じならレベルの高いもの、左から順）を買います。宝石を黄金より先に使い、確保したカードは決して買いません。
    .title = まずカードを購入
splendor-rule-sp-5 = 何も買えないとき、ボットはトークンを獲得します。方法は手持ちのトークンの数（0〜7、8〜9、10）で決まります。
    .title = トークンの獲得
splendor-rule-sp-5-1 = トークンが0〜7個ならダイスを振ります。1なら黄金トークンを取り（カードは確保しません）、2〜6でその場所に宝石が4枚あれば2枚、なければその場所と続く場所から1枚ずつ、合計3種類を取ります。「6」の次は「2」に戻ります。
    .title = 0〜7個：ダイスで決める
splendor-rule-sp-5-2 = トークンが8〜9個で買えるカードがなければ、ボットは黄金トークンを取ります（カードは確保しません）。
    .title = 8〜9個：黄金トークン
splendor-rule-sp-5-3 = トークンが10個で買えるカードがなければ、Lv.3の山札の一番上のカードを「確保」して横に置きます。ボットはそれを買わず、1枚につき威信1点として15点の判定に数えますが、貴族や並びの判定には数えません。
    .title = 10個：カードを確保
splendor-rule-sp-5-4 = ストックの黄金トークンがなくなっていてダイスが1なら、10個のときと同じくLv.3の一番上のカードを確保します。
    .title = 黄金切れで1が出たとき
splendor-rule-sp-6 = ある宝石がなくなると、その場所を詰めて後ろの場所を前にずらします。最後の場所より大きい目は「2」として扱います。ストックに戻った宝石は最後の場所に置き、「1」は常に黄金です。
    .title = ストックの順番が変わる
splendor-rule-sp-7 = あなたとボットの手番の終わりには毎回、買われたカードを補充し、トークンが10個を超えていればあなたは10個まで捨て（ボットは10個を超えません）、条件を満たした人に貴族が訪問し（ボットは確保したカードではなく、カードのボーナスで判定）、15点に達したかを確認します。
    .title = 手番終了時
splendor-rule-sp-8 = ボットより先に15点以上を得たらあなたの勝ちです。ボットが15点に達したらあなたはもう1手番行い、並び以上なら勝ちです。ぴったり並んだときは発展カードの少ない方が勝ち、それも同じならあなたの勝ちです。
    .title = ゲーム終了
splendor-rule-sp-9 = 簡単にするには、ボットの最初の手番を飛ばします（アドバンテージはそのまま）。難しくするには、ボットが威信1点の確保カードをN枚持って始めます。
    .title = 難易度調整
splendor-rule-sp-10 = 購入を決めるため、ボットは公開中の12枚を知る必要があります。並べたカードをあなたが入力する（リストからワンタップ）か、ボットがシャッフルしたデジタルの山札から配ります。あなたの購入、確保、トークンの獲得も入力して、ストックと場を正しく保ちます。
    .title = ボットが知るべきこと

# 難易度（engines/splendor/ladder.py）：名前と、何が変わるかの1行
splendor-level-mild-easier = 簡単
splendor-level-mild-easier-about = ボットは最初の手番を飛ばします。初期ボーナスはそのままです（SP-9）。
splendor-level-mild = 標準
splendor-level-mild-about = バリアントの準備どおりのボットで、簡単にも難しくもしません（SP-9）。
splendor-level-mild-harder-1 = 難しい：確保カード1枚
splendor-level-mild-harder-1-about = ボットはレベル3の山札から確保カードを1枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-2 = 難しい：確保カード2枚
splendor-level-mild-harder-2-about = ボットはレベル3の山札から確保カードを2枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-3 = 難しい：確保カード3枚
splendor-level-mild-harder-3-about = ボットはレベル3の山札から確保カードを3枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-4 = 難しい：確保カード4枚
splendor-level-mild-harder-4-about = ボットはレベル3の山札から確保カードを4枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-5 = 難しい：確保カード5枚
splendor-level-mild-harder-5-about = ボットはレベル3の山札から確保カードを5枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-6 = 難しい：確保カード6枚
splendor-level-mild-harder-6-about = ボットはレベル3の山札から確保カードを6枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-7 = 難しい：確保カード7枚
splendor-level-mild-harder-7-about = ボットはレベル3の山札から確保カードを7枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-8 = 難しい：確保カード8枚
splendor-level-mild-harder-8-about = ボットはレベル3の山札から確保カードを8枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-9 = 難しい：確保カード9枚
splendor-level-mild-harder-9-about = ボットはレベル3の山札から確保カードを9枚（各威信1点）持って始めます（SP-9）。
splendor-level-mild-harder-10 = 難しい：確保カード10枚
splendor-level-mild-harder-10-about = ボットはレベル3の山札から確保カードを10枚（各威信1点）持って始めます（SP-9）。

splendor-seat-mild = ソロボット
# 盤面の絵を言葉で（見えない人のための代替テキスト。スクリーンリーダーが読み上げる）
splendor-alt-title = { $title }、ボットの第{ $turn }手番。
splendor-alt-kept = ボットの確保カード：{ $cards }。
splendor-alt-unseen = 見ていない1枚
splendor-alt-card = { $level }.{ $slot }：#{ $card } { $colour }、威信{ $points }点、コスト { $cost }。
