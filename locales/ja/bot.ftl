### Soloist チャットサービスのメッセージ（ゲームに依存しないもの）。

bot-help =
    Soloist のコマンド:
bot-help-common =
    /lang en|es|ja|ru — 言語を切り替えます
    /help — このヘルプ
    /<ゲーム> transcript [lang=xx] — ゲームの記録をファイルで · /<ゲーム> verify シード — 封印されたダイスの検証 · /rajas odds、/splendor odds — ボットの成績
    /settings pictures off|on — このチャンネルで盤面の画像を出すかどうか
    質問には、示されたものを入力して答えてください: ダイスの目（1〜6）、選択肢の番号、はい／いいえ（y/n）、数字、またはコード。
bot-unknown-command = 「{ $command }」というコマンドはありません。/help を見てください。
bot-unknown-game = 「{ $game }」というゲームはありません。遊べるゲーム: { $games }
bot-no-game = このチャンネルでは進行中のゲームがありません。遊べるゲームと始め方は /help で確認できます。
bot-other-game = このチャンネルで進行中のゲームは{ $title }です: /{ $game } { $verb }
bot-game-exists = このチャンネルではすでに{ $title }のゲームが進行中です。最後まで遊ぶか、/{ $game } end で終えてください。
bot-not-owner = このゲームをプレイできるのは{ $owner }さんだけです（観戦は自由です）。
bot-stale = そのボタンは、すでに先へ進んだ手順のものです。何も変更していません。
bot-corrupt = このチャンネルの{ $title }の保存データを読み込めません。何も変更していません。/{ $game } end で閉じられます（データベースには残ります）。
bot-new-game =
    { $owner }さんの{ $title }の新しいゲームを始めました（{ $variant ->
        [beck] Beck版・ダミー
        [cherey] Cherey版・オートマ
        [mild] マイルドなソロボット
        [botos] ソロボット「ボトス」
        [referee] 卓の審判兼記録係
        [wakhan] 卓の審判兼記録係、ワハーンの数値も管理
       *[other] { $variant }
    }）。{ $game ->
        [panticapaeum] ボトスはダイスを使いません。ゲームはあなたの回答だけで再現できます。
        [paxpamir] ダイスは使いません。この卓では運に任せることは何もありません。
       *[other] ダイスは{ $dice ->
            [bot] ボットが振ります
           *[player] あなたが振って出目を入力します
        }。{ $sealed ->
            [yes] シードはゲーム終了まで秘密です。
           *[no] 同じゲームを再現するには seed={ $seed } を指定してください。
        }
    }
bot-undone = 手順{ $step }を取り消しました（ゲームは手順{ $version }に戻りました）。{ $said ->
        [0] {""}
       *[other] 取り消した内容: { $what }
    }
bot-undo-nothing = 戻せる手順はありません。
bot-log-header = { $title }のこれまでの記録（{ $steps }手順）:
bot-log-step = 手順{ $version }
bot-lang-set = このチャンネルの言語を{ $language }にしました。
bot-lang-unknown = 「{ $value }」という言語はありません。選べる言語: { $languages }
# 言語選択の表示名（各言語自身の表記。すべてのファイルで同じ）。
lang-en = English
lang-es = Español
lang-ja = 日本語
lang-ru = Русский
# 文中で言語を呼ぶときの名前。
lang-name-en = 英語
lang-name-es = スペイン語
lang-name-ja = 日本語
lang-name-ru = ロシア語
bot-abandoned = { $title }のゲームを結果なしで終了しました。
bot-finished = { $title }のゲームは終わりました。/{ $game } new で次のゲームを始められます。
bot-error = こちらで問題が発生しました。何も変更していません。もう一度お試しください。
bot-question = 質問:
bot-answer-d6 = ダイスの目（1〜6）を入力してください
bot-answer-choice = 選択肢の番号を入力してください
bot-answer-confirm = はい／いいえ（y/n）で答えてください
bot-answer-number = { $min }〜{ $max }の数字を入力してください
bot-answer-text = 質問の形式で入力してください
bot-status-header = { $title }の状況（手順{ $version }）
bot-board-header = { $game ->
        [rajas] わかっている盤面情報（ボードプロファイル）です。修正するには /rajas board 項目 値 と入力してください。
       *[other] ボットが把握している場の状況です。
    }
bot-no-question = 今は質問はありません。{ $game ->
        [paxpamir] /paxpamir status で卓の状況を表示します。
       *[other] /{ $game } turn でボットの次の手番を進めます。
    }
bot-console-welcome = Soloist コンソール卓 — 状態は { $db } に保存されます。/help と入力してください。
bot-console-bye = お疲れさまでした。またいつでもどうぞ！
bot-seed-bad = 「{ $value }」はシードとして使えません。シードは整数です（例: seed=1234）。
bot-yes = ✅ はい
bot-no = ❌ いいえ
bot-earlier = … この手番のそれ以前の行: /{ $game } log

# Discordのスラッシュコマンド: 名前（cmd-name-*、cmd-param-*: 小文字、空白なし、32文字まで）、
# 説明（100文字まで）、選択肢。
cmd-rajas = ラジャス・オブ・ザ・ガンジス：オートマやダミーと対戦します
cmd-help = Soloistでできることとコマンド一覧
cmd-lang = このチャンネルの言語
cmd-lang-language = チャンネルの言語
cmd-name-help = ヘルプ
cmd-name-lang = 言語
cmd-name-new = 新規
cmd-name-turn = 手番
cmd-name-status = 状況
cmd-name-log = 記録
cmd-name-undo = 取り消し
cmd-name-end = 終了
cmd-name-board = 盤面
cmd-name-taken = 使用済み
cmd-name-answer = 回答
cmd-common-turn = ボットの次の手番（または未回答の質問をもう一度）
cmd-common-status = 各ボットの状態と、次の手番
cmd-common-log = これまでの判断とそのルールのすべて
cmd-common-undo = 最後の1手順を取り消します
cmd-common-end = 今すぐゲームを終了して得点を計算します
cmd-common-answer = 未回答の質問に入力で答えます
cmd-common-answer-text = ダイスの目、選択肢の番号、y/n、数字、またはコード
cmd-rajas-new = このチャンネルで『ラジャス・オブ・ザ・ガンジス』の新しいゲームを始めます
cmd-rajas-board = ボットが知っている盤面の情報。項目を指定すると訂正します
cmd-rajas-taken = このラウンドにあなたが使ったマスを伝えます
cmd-rajas-new-variant = Beck版（ダミー）かCherey版（オートマ、既定）
cmd-rajas-new-dummies = Beck版: ダミーの人数（1〜3）
cmd-rajas-new-dice = 判定ダイスを振るのは誰か
cmd-rajas-new-handicap = Beck版: ダミーのハンデ
cmd-rajas-new-navaratna = ナヴァラトナ・モジュールを使います
cmd-rajas-new-ganga = ガンガー・モジュールを使います
cmd-rajas-new-seed = シードからゲームを再現します
cmd-rajas-board-fact = 項目とその値（例: meet 58）
cmd-rajas-taken-space = 例: terrace-orange、quarry、chamber-3
cmd-param-variant = 方式
cmd-param-dummies = ダミー
cmd-param-dice = ダイス
cmd-param-handicap = ハンデ
cmd-param-navaratna = ナヴァラトナ
cmd-param-ganga = ガンガー
cmd-param-seed = シード
cmd-param-fact = 項目
cmd-param-space = マス
cmd-param-text = 答え
cmd-param-language = 言語
cmd-choice-variant-beck = Beck版・ダミー
cmd-choice-variant-cherey = Cherey版・オートマ
cmd-choice-dice-bot = ボットが振る
cmd-choice-dice-player = 自分で本物のダイスを振る
cmd-name-forget = データ削除
cmd-forget-channel = このチャンネルについてSoloistが保存しているものをすべて削除
# Discordのメッセージ。
discord-turn-updated = 手番のメッセージを更新しました: { $link }
discord-answer-button = ✏️ 答えを入力
discord-answer-title = あなたの答え
discord-answer-label = 答え
discord-missing-permissions = このチャンネルでは正しく返信できません: { $permissions } の権限がありません。サーバー管理者がチャンネルの設定（権限 → Soloist）で付与できます。
discord-forget-ask = このチャンネルについてSoloistが保存しているもの（進行中・終了済みのゲーム、言語設定、ボードのプロファイル）をすべて削除します。元に戻せません。
discord-forget-done = 完了しました。このチャンネルについてSoloistが保存していたものをすべて削除しました（ゲーム{ $games }件）。
discord-forget-told = { $name }さんが、このチャンネルについてSoloistが保存していたものをすべて削除しました。
discord-command-outdated = Discordから古い版のコマンドが届いたため、実行しませんでした。何も変わっていません。Discord側のコピーは数分で更新されます（Discordアプリを再起動すると早く反映されます）。
discord-command-not-allowed = ここではこのコマンドを使えません。何も変わっていません。
discord-command-failed = このコマンドの実行中にこちら側で問題が起きたため、記録しました。ゲームの状況はステータスで確認できます。

# Splendor のスラッシュコマンド（名前: 小文字、空白なし、32文字まで）
cmd-splendor = 宝石の煌めき：マイルドなソロボットと対戦します
cmd-name-take = 取る
cmd-name-buy = 買う
cmd-name-reserve = 予約
cmd-name-pass = パス
cmd-name-cost = コスト
cmd-name-round = ラウンド
cmd-param-deal = 配り方
cmd-param-easier = やさしく
cmd-param-harder = むずかしく
cmd-param-stock = ストック順
cmd-param-tokens = トークン
cmd-param-card = カード
cmd-choice-deal-bot = ボットが山札を切ってカードを指示します
cmd-choice-deal-table = 自分で配り、カードをボットに伝えます

# Telegram
tg-command = { $description }（{ $verbs }）
tg-reply-hint = ↩ このメッセージに返信して答えを入力してください。
tg-in-chat = 「{ $chat }」にて: { $text }
cmd-forget = このチャットについてSoloistが保存しているものをすべて削除
tg-forget-ask = このチャットについてSoloistが保存しているもの（進行中・終了済みのゲーム、言語設定、ボードのプロファイル）をすべて削除します。元に戻せません。
tg-forget-yes = 🗑 すべて削除
tg-forget-no = 残す
tg-forget-done = 完了しました。このチャットについてSoloistが保存していたものをすべて削除しました（ゲーム{ $games }件）。
tg-forget-kept = 何も削除していません。
tg-forget-denied = データを削除できるのは、チャットのオーナーか管理者だけです。
tg-forget-not-yours = これに答えられるのは、依頼した人だけです。

# Pax Pamirのスラッシュコマンド（名前: 小文字、空白なし、32文字まで）
cmd-name-ledger = 台帳
cmd-name-blocks = ブロック
cmd-name-favoured = 優勢スート
cmd-name-check = 支配判定
cmd-name-discard = 捨て札
cmd-name-cleanup = 片付け
cmd-param-players = プレイヤー
cmd-param-loyalty = 忠誠
cmd-param-rupees = ルピー
cmd-param-player = プレイヤー
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

# ゲームの題名（`game` パラメータのあるメッセージでは `$title` として使えます）。
game-rajas = 『ラジャス・オブ・ザ・ガンジス』
game-splendor = 『宝石の煌めき』
game-panticapaeum = 『パンティカパイオン』
game-paxpamir = 『パックス・パミール』
bot-other-game-commands = このチャンネルで進行中のゲームは{ $title }です。使えるコマンド: { $commands }
bot-answered = あなたの答え:「{ $answer }」
bot-lang-list = このチャンネルの言語は{ $language }です。ほかの言語: { $choices }
bot-lang-choice = /lang { $code }（{ $name }）
tie-roll-ask = 同順位の{ $options }（{ $why }）を決めるダイスを振ってください。出目はこの順に均等に割り当てられ、余った出目なら振り直します。出た目を入力してください。
cmd-rajas-turn-space = あなたが置いたスペース（例: オレンジのテラス）。ボットが盤面について質問せずに済みます

# 検証できるダイス、ゲーム記録、オートマの成績（issue 16）
bot-dice-sealed = 🔒 ボットのダイスは封印されています。SHA-256 { $commitment }（ソルト { $salt }）が、このゲームの秘密のシードの指紋です。シードはゲーム終了時に公開され、そのときに /{ $game } verify シード で全ての出目を確かめられます。
bot-dice-revealed = 🔓 このゲームのダイスのシード：{ $seed }（ソルト { $salt }、指紋 SHA-256 { $commitment }）。/{ $game } verify { $seed } で照合し、全ての出目を再現できます。
bot-undo-revealed = ダイスのシードはもう公開されたので、この先の出目はすべて分かってしまいます。このゲームは続けられません。/{ $game } new で新しいゲームを始めてください。
bot-verify-unsealed = { $game ->
        [panticapaeum] { $title }ではダイスを使わないので、確かめるものはありません。
        [paxpamir] { $title }ではダイスを使わないので、確かめるものはありません。
       *[other] この{ $title }のゲームのダイスは封印されていません（シードが指定されたか、ダイスをあなたが振りました）。確かめるものはありません。
    }
bot-verify-no-seed = どのシードですか？ シードはゲーム終了時にボットが公開します。そのあと /{ $game } verify シード と入力してください。
bot-verify-mismatch = ❌ シード { $seed } は一致しません。「{ $salt }:{ $seed }」の SHA-256 は { $commitment } ではありません。
bot-verify-ok = ✅ シード { $seed } は開始時に示した指紋 { $commitment } と一致し、ボットの出目 { $rolls } 回をすべてそのとおりに再現します。
bot-verify-dice-differ = ❌ シード { $seed } は指紋と一致しますが、ボットの { $wrong } 回目の出目がシードから出る目と違います（{ $rolls } 回中 { $agreed } 回を再現）。
bot-transcript-ready = この{ $title }のゲームの記録（{ $steps }手順、{ $language }）：{ $files }
bot-odds = { $variant ->
        [cherey] Cherey版のオートマ
        [beck] { $dummies ->
            [1] Beck版のダミー
           *[other] Beck版のダミー{ $dummies }人のうち最高の一人
        }
       *[other] マイルドなソロボット
    }は、半数のゲームで{ $low }～{ $high }点を取ります（中央値 { $median }、全体では{ $min }～{ $max }点）。ゲームは{ $game ->
        [rajas] 第{ $rlow }～{ $rhigh }ラウンド
       *[other] ボットの{ $rlow }～{ $rhigh }手番目
    }で終わります。簡単な模擬プレイヤーを相手にした{ $games }ゲームのシミュレーションによる数字です。
bot-odds-none = { $game ->
        [rajas] その指定では{ $title }の成績表がありません。/rajas odds、/rajas odds beck 2、/splendor odds をお試しください。
        [splendor] その指定では{ $title }の成績表がありません。/splendor odds、/rajas odds、/rajas odds beck 2 をお試しください。
       *[other] { $title }の成績表はありません。成績表があるのは『ラジャス・オブ・ザ・ガンジス』と『宝石の煌めき』のボットだけです（/rajas odds、/splendor odds）。
    }
transcript-title = { $title }：{ $owner }さんのゲーム
transcript-dice-sealed = 🔒 ボットのダイスは終了まで封印されています：SHA-256 { $commitment }（ソルト { $salt }）。
transcript-dice-revealed = 🔓 シード { $seed }、ソルト { $salt }：SHA-256 { $commitment }。確認するには /{ $game } verify { $seed }
transcript-step = 手順{ $step }
transcript-typed = 入力：{ $command }
transcript-correction = 盤面の訂正：{ $command }
bot-console-document = ファイルを書き出しました：{ $path }

# 盤面の画像（bot/pictures）: オートマ側の盤面を絵にしたもの。
picture-rajas-title = { $title } · 第{ $round }ラウンド
picture-rajas-seat = { $who }（席{ $seat }）
picture-rajas-dice = ダイス: { $dice }個
picture-rajas-workers = ワーカー: { $workers }/{ $total }人
picture-rajas-tracks = 名声 ↔ お金
picture-rajas-fame = 名声 { $fame }
picture-rajas-money = お金 { $money }
picture-rajas-apart = 2つのマーカーはあと{ $spaces }マス離れています。
picture-rajas-met = マーカーが出会いました: このラウンドでゲームが終わります。
picture-rajas-meet-unknown = マーカーが出会う位置はまだ聞いていません。
picture-rajas-river = 川: { $boat }
picture-rajas-levels = 建物
picture-rajas-track = トラック{ $track }
picture-rajas-tiles = タイル: { $tiles }枚
picture-splendor-title = { $title } · ボットの第{ $turn }手番
picture-splendor-market = 場のカード
picture-splendor-deck = 山札: { $count }枚
picture-splendor-nobles = 貴族（{ $count }人）
picture-splendor-bank = 供給
picture-splendor-bot = ボット: 威信{ $points }点 · 貴族{ $nobles }人
picture-splendor-tokens = トークン: { $count }枚
picture-splendor-bonuses = カード: { $count }枚
picture-splendor-kept = 取り置き: { $count }枚
picture-panticapaeum-title = { $title } · 第{ $round }/{ $rounds }ラウンド、手番{ $turn }/{ $turns }
picture-panticapaeum-botos = ボトス: { $points }点（建物{ $buildings }点、資源{ $resources }点）
picture-panticapaeum-resources = 資源
picture-panticapaeum-buildings = 建物
picture-panticapaeum-costs = 次の建物のコスト
picture-paxpamir-title = { $title } · { $checks ->
        [0] 支配判定はまだ
       *[other] 支配判定{ $checks }回
    }
picture-paxpamir-blocks = 盤上の連合ブロック
picture-paxpamir-favoured = 優勢スート:
picture-paxpamir-ledger = 台帳（右端はスートごとの星）
picture-paxpamir-loyalty = 忠誠
picture-paxpamir-vp = 勝利点
picture-paxpamir-rupees = ルピー
picture-paxpamir-influence = 影響力
picture-paxpamir-gifts = 贈り物
picture-paxpamir-cylinders = シリンダー
bot-settings = このチャンネルの設定：盤面の画像は{ $pictures ->
        [on] オン（ボットの手番のあとと status で表示）
       *[off] オフ
    }です。/settings pictures off|on で切り替えられます。
bot-settings-pictures-bad = 「{ $value }」は on でも off でもありません：/settings pictures off または /settings pictures on。
bot-console-picture = 盤面の画像：{ $path }
cmd-settings = このチャンネルの設定：盤面の画像
cmd-name-settings = 設定
cmd-param-pictures = 画像
cmd-settings-pictures = ボットの手番のあとと status で盤面の画像を出す
cmd-choice-pictures-on = オン
cmd-choice-pictures-off = オフ
cmd-name-transcript = 書き出し
cmd-name-verify = 検証
cmd-name-odds = 成績
cmd-param-lang = 言語
cmd-common-transcript = ゲーム全体をファイルで：読むための Markdown、ツール用の JSON
cmd-common-transcript-lang = 記録の言語（指定がなければチャンネルの言語）
cmd-common-verify = 終了時に公開されたシードで、封印されたボットのダイスを確かめます
cmd-common-verify-seed = ゲーム終了時にボットが公開したシード
cmd-common-odds = 数千回のシミュレーションから見たボットの成績
cmd-common-odds-variant = Cherey版のオートマ（既定）または Beck版のダミー
cmd-common-odds-dummies = Beck版：ダミーの人数（1～3）
cmd-choice-lang-en = 英語
cmd-choice-lang-es = スペイン語
cmd-choice-lang-ja = 日本語
cmd-choice-lang-ru = ロシア語
