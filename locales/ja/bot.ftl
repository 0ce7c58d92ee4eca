### Soloist チャットサービスのメッセージ（ゲームに依存しないもの）。

bot-help =
    Soloist のコマンド：
bot-help-common =
    /lang en|es|ja|ru — 言語を切り替える
    /help — このヘルプ
    /<ゲーム> transcript [lang=xx] — ゲームの記録をファイルで · /<ゲーム> verify シード — 封印されたダイスの検証 · { $odds } — ボットの成績
    /settings pictures off|on — このチャンネルで盤面の画像を出すかどうか
    /<ゲーム> watch — ゲームをライブのウェブページで表示（盤の横の画面や観戦する友人に）
    /record — 各オートマとの戦績（グラフ付き） · /record table · export · campaign on · link · private
    質問には、示されたものを入力して答えてください：ダイスの目（1〜6）、選択肢の番号、はい／いいえ（y/n）、数字、またはコード。
bot-unknown-command = 「{ $command }」というコマンドはありません。/help を見てください。
bot-unknown-game = 「{ $game }」というゲームはありません。遊べるゲーム：{ $games }
bot-no-game = このチャンネルでは進行中のゲームがありません。遊べるゲームと始め方は /help で確認できます。
bot-other-game = このチャンネルで進行中のゲームは{ $title }です：/{ $game } { $verb }
bot-game-exists = このチャンネルではすでに{ $title }のゲームが進行中です。最後まで遊ぶか、/{ $game } end で終えてください。
bot-not-owner = このゲームをプレイできるのは{ $owner }さんだけです（観戦は自由です）。
bot-stale = そのボタンは、すでに先へ進んだ手順のものです。何も変更していません。
bot-corrupt = このチャンネルの{ $title }の保存データを読み込めません。何も変更していません。/{ $game } end で閉じられます（データベースには残ります）。
bot-log-damaged = この手順の記録は読み取れません（データベース内で破損しています）。それ以外の記録は読めます。
bot-new-game =
    { $owner }さんの{ $title }の新しいゲームを始めました（{ $automa }）。{ $chance }
# 新しいゲームの対戦相手。名前を持たないゲーム用（名前は `<game>-variant-<id>`）。
bot-new-game-automa = ボットと対戦
# 新しいゲームでダイスについて言うこと。ダイスのあるゲーム用（ダイスのないゲームは `<game>-no-dice`）。
bot-new-game-dice = ダイスは{ $dice ->
        [bot] ボットが振ります
       *[player] あなたが振って出目を入力します
    }。{ $sealed ->
        [yes] シードはゲーム終了まで秘密です。
       *[no] 同じゲームを再現するには seed={ $seed } を指定してください。
    }
bot-undone = 手順{ $step }を取り消しました（ゲームは手順{ $version }に戻りました）。{ $said ->
        [0] {""}
       *[other] 取り消した内容：{ $what }
    }
bot-undo-nothing = 戻せる手順はありません。
bot-log-header = { $title }のこれまでの記録（{ $steps }手順）：
bot-log-step = 手順{ $version }
bot-lang-set = このチャンネルの言語を{ $language }にしました。
bot-lang-unknown = 「{ $value }」という言語はありません。選べる言語：{ $languages }
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
bot-question = 【質問】
bot-answer-d6 = ダイスの目（1〜6）を入力してください
bot-answer-choice = 選択肢の番号を入力してください
bot-answer-confirm = はい／いいえ（y/n）で答えてください
bot-answer-number = { $min }〜{ $max }の数字を入力してください
bot-answer-text = 質問に示された形式で入力してください
bot-status-header = { $title }の状況（手順{ $version }）
bot-board-header = ボットが把握している場の状況です。
bot-board-words = { $text }
bot-no-question = 今は質問はありません。/{ $game } turn でボットの次の手番を進めます。
bot-console-welcome = Soloist コンソール卓 — 状態は { $db } に保存されます。/help と入力してください。
bot-console-bye = お疲れさまでした。またいつでもどうぞ！
bot-seed-bad = 「{ $value }」はシードとして使えません。シードは整数です（例：seed=1234）。
bot-yes = ✅ はい
bot-no = ❌ いいえ
bot-earlier = … この手番のそれ以前の行：/{ $game } log

# Discordのスラッシュコマンド: 名前（cmd-name-*、cmd-param-*: 小文字、空白なし、32文字まで）、
# 説明（100文字まで）、選択肢。
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
cmd-name-answer = 回答
cmd-common-turn = ボットの次の手番（または未回答の質問をもう一度）
cmd-common-status = 各ボットの状態と、次の手番
cmd-common-log = これまでの判断とそのルールのすべて
cmd-common-undo = 最後の1手順を取り消す
cmd-common-end = 今すぐゲームを終了して得点を計算する
cmd-common-answer = 未回答の質問に入力で答える
cmd-common-answer-text = ダイスの目、選択肢の番号、y/n、数字、またはコード
cmd-param-dice = ダイス
cmd-param-seed = シード
cmd-param-text = 答え
cmd-param-language = 言語
cmd-choice-dice-bot = ボットが振る
cmd-choice-dice-player = 自分で本物のダイスを振る
cmd-name-record = 戦績
cmd-record = 各オートマとの戦績と、その設定
cmd-name-forget = データ削除
cmd-forget-channel = このチャンネルについてSoloistが保存しているものをすべて削除
# Discordのメッセージ。
discord-turn-updated = 手番のメッセージを更新しました：{ $link }
discord-answer-button = ✏️ 答えを入力
discord-answer-title = あなたの答え
discord-answer-label = 答え
discord-missing-permissions = このチャンネルでは正しく返信できません：{ $permissions } の権限がありません。サーバー管理者がチャンネルの設定（権限 → Soloist）で付与できます。
discord-forget-ask = このチャンネルについてSoloistが保存しているもの（進行中・終了済みのゲーム、言語設定、ボードのプロファイル）をすべて削除します。元に戻せません。
discord-forget-done = 完了しました。このチャンネルについてSoloistが保存していたものをすべて削除しました（ゲーム{ $games }件）。
discord-forget-told = { $name }さんが、このチャンネルについてSoloistが保存していたものをすべて削除しました。
discord-command-outdated = Discordから古い版のコマンドが届いたため、実行しませんでした。何も変わっていません。Discord側のコピーは数分で更新されます（Discordアプリを再起動すると早く反映されます）。
discord-command-not-allowed = ここではこのコマンドを使えません。何も変わっていません。
discord-command-failed = このコマンドの実行中にこちら側で問題が起きたため、記録しました。ゲームの状況はステータスで確認できます。

# 複数のゲームにあるスラッシュコマンドとオプションの名前（小文字、空白なし、32文字まで）。
# 一つのゲームだけの名前はそのゲームのファイルにあります。
cmd-name-cost = コスト
cmd-param-harder = むずかしく

# Telegram
tg-command = { $description }（{ $verbs }）
tg-reply-hint = ↩ このメッセージに返信して答えを入力してください。
tg-in-chat = 「{ $chat }」にて：{ $text }
cmd-forget = このチャットについてSoloistが保存しているものをすべて削除
tg-forget-ask = このチャットについてSoloistが保存しているもの（進行中・終了済みのゲーム、言語設定、ボードのプロファイル）をすべて削除します。元に戻せません。
tg-forget-yes = 🗑 すべて削除
tg-forget-no = 残す
tg-forget-done = 完了しました。このチャットについてSoloistが保存していたものをすべて削除しました（ゲーム{ $games }件）。
tg-forget-kept = 何も削除していません。
tg-forget-denied = データを削除できるのは、チャットのオーナーか管理者だけです。
tg-forget-not-yours = これに答えられるのは、依頼した人だけです。

# コマンドで指定するプレイヤー（handover と各ゲームのコマンド）
cmd-param-player = プレイヤー

# 進行中のゲーム、回答、言語、同点の決定。`game` パラメータのあるメッセージでは `$title`（ゲームの題名。
# 各ゲームのファイルの `game-<id>`）が使えます。
bot-other-game-commands = このチャンネルで進行中のゲームは{ $title }です。使えるコマンド：{ $commands }
bot-answered = あなたの答え：「{ $answer }」
bot-lang-list = このチャンネルの言語は{ $language }です。ほかの言語：{ $choices }
bot-lang-choice = /lang { $code }（{ $name }）
tie-die-ask = 並んでいる{ $options }から1つを決めるダイスを振ってください（{ $why }）。出目の割り当て：{ $faces }。出た目を入力してください。

# A tie's roll asked in games stored before the faces were said.
tie-roll-ask = 並んでいる{ $options }から1つを決めるダイスを振ってください（{ $why }）。出目はこの順に均等に割り当てられ、余った出目なら振り直します。出た目を入力してください。

# 検証できるダイス、ゲーム記録、オートマの成績
bot-dice-sealed = 🔒 ボットのダイスは封印されています。SHA-256 { $commitment }（ソルト { $salt }）が、このゲームの秘密のシードの指紋です。シードはゲーム終了時に公開され、そのときに /{ $game } verify シード で全ての出目を確かめられます。
bot-dice-revealed = 🔓 このゲームのダイスのシード：{ $seed }（ソルト { $salt }、指紋 SHA-256 { $commitment }）。/{ $game } verify { $seed } で照合し、全ての出目を再現できます。
bot-undo-revealed = ダイスのシードはもう公開されたので、この先の出目はすべて分かってしまいます。このゲームは続けられません。/{ $game } new で新しいゲームを始めてください。
bot-verify-unsealed = この{ $title }のゲームのダイスは封印されていません（シードが指定されたか、ダイスをあなたが振りました）。確かめるものはありません。
bot-verify-no-seed = どのシードですか？ シードはゲーム終了時にボットが公開します。そのあと /{ $game } verify シード と入力してください。
bot-verify-mismatch = ❌ シード { $seed } は一致しません。「{ $salt }:{ $seed }」の SHA-256 は { $commitment } ではありません。
bot-verify-ok = ✅ シード { $seed } は開始時に示した指紋 { $commitment } と一致し、ボットの出目 { $rolls } 回をすべてそのとおりに再現します。
bot-verify-dice-differ = ❌ シード { $seed } は指紋と一致しますが、ボットの { $wrong } 回目の出目がシードから出る目と違います（{ $rolls } 回中 { $agreed } 回を再現）。
bot-verify-draws-differ = ❌ シード { $seed } は指紋と一致しますが、準備のあとにボットが引いた { $wrong } 枚目のカードがシードから出るカードと違います（それまでの { $agreed } 枚は一致）。
bot-transcript-ready = この{ $title }のゲームの記録（{ $steps }手順、{ $language }）：{ $files }
bot-odds = { $automa }は、半数のゲームで{ $low }〜{ $high }点を取ります（中央値 { $median }、全体では{ $min }〜{ $max }点）。ゲームは{ $ends }で終わります。簡単な模擬プレイヤーを相手にした{ $games }ゲームのシミュレーションによる数字です。
# 点を取るのは誰か。名前を持たないゲーム用（`<game>-odds-automa`: $variant、$dummies）。
bot-odds-automa = ボット
# ゲームが終わる時点。独自の数え方を持たないゲーム用（`<game>-odds-ends`: $rlow、$rhigh）。
bot-odds-ends = ボットの{ $rlow }〜{ $rhigh }手番目
# ゲームに成績表がないとき。成績表のあるゲームのコマンド（$commands）。
bot-odds-none = { $title }の成績表はありません。成績表のあるゲーム：{ $commands }
transcript-title = { $title }：{ $owner }さんのゲーム
transcript-dice-sealed = 🔒 ボットのダイスは終了まで封印されています：SHA-256 { $commitment }（ソルト { $salt }）。
transcript-dice-revealed = 🔓 シード { $seed }、ソルト { $salt }：SHA-256 { $commitment }。確認するには /{ $game } verify { $seed }
transcript-step = 手順{ $step }
transcript-typed = 入力：{ $command }
transcript-correction = 盤面の訂正：{ $command }
bot-console-document = ファイルを書き出しました：{ $path }

# 盤面の画像（bot/pictures）: オートマ側の盤面を絵にしたもの。
bot-settings = このチャンネルの設定：盤面の画像は{ $pictures ->
        [on] オン（ボットの手番のあとと status で表示）
       *[off] オフ
    }です。/settings pictures off|on で切り替えられます。
bot-settings-pictures-bad = 「{ $value }」は on でも off でもありません：/settings pictures off または /settings pictures on。
bot-console-picture = 盤面の画像：{ $path }
bot-console-chart = 戦績のグラフ：{ $path }
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
cmd-common-verify = 終了時に公開されたシードで、封印されたボットのダイスを確かめる
cmd-common-verify-seed = ゲーム終了時にボットが公開したシード
cmd-common-odds = 数千回のシミュレーションから見たボットの成績
cmd-choice-lang-en = 英語
cmd-choice-lang-es = スペイン語
cmd-choice-lang-ja = 日本語
cmd-choice-lang-ru = ロシア語

# ゲームのルールの説明(`/<game> rule ID`)。各ルールの本文は <game>-rule-<id>、一行の見出しは
# その .title。$section は元のルールの節の名前(原文のまま)。
cmd-name-rule = ルール
cmd-param-id = id
cmd-common-rule = ボットが引用するルールの説明(IDなしなら一覧)
cmd-common-rule-id = ルールのタグ（[RB-Q] など）
bot-help-rules = /<ゲーム> rule ID — [RB-Q] などのタグの意味 · /<ゲーム> rule — そのゲームのルール一覧
bot-rule-shown = [{ $id }] { $rule-title }
    { $rule }
    元のルールの節：「{ $section }」
bot-rule-list = ボットが引用する{ $title }のルール（説明は /{ $game } rule ID）：
bot-rule-item = [{ $id }] { $rule-title }
bot-rule-none = { $title }には説明できるルールのタグがありません。
bot-rule-unknown = { $title }に「{ $id }」というルールはありません。{ $count ->
        [0] 一覧は /{ $game } rule で見られます。
       *[other] { $ids } のことですか? 一覧は /{ $game } rule で見られます。
    }
bot-rule-hint = 📖 [{ $id }] のようなタグはルールを指します。/{ $game } rule { $id } で説明が見られます。
bot-rule-links = 📖 ルール：
# /record：各オートマとの戦績、本人の設定、キャンペーン。
# /record の後に入力する語（英語も常に使えます）。
bot-record-word-table = 順位表
bot-record-word-export = エクスポート
bot-record-word-private = 非公開
bot-record-word-public = 公開
bot-record-word-forget = 削除
bot-record-word-link = 連携
bot-record-word-unlink = 連携解除
bot-record-word-campaign = キャンペーン
bot-record-word-on = オン
bot-record-word-off = オフ
bot-record-word-yes = はい
bot-record-header = { $own ->
        [yes] あなたの戦績
       *[no] { $name }の戦績
    }{ $scope ->
       *[all] {""}
        [game] （{ $title }）
    } — { $games }ゲーム：
bot-record-who = このチャンネルで「{ $name }」という名前のプレイヤーが終えたゲームはありません。Telegram ではその人のメッセージに /record で返信し、Discord ではコマンドの「プレイヤー」オプションで選んでください。
bot-record-private = { $name }は戦績を非公開にしています。
bot-record-now-private = あなたの戦績を非公開にしました。戦績・グラフ・エクスポートはあなたしか見られません。/record public で公開に戻せます。
bot-record-now-public = あなたの戦績を公開にしました。誰でも /record とあなたの名前で見られます。
bot-record-table-hidden = ほかに{ $players }人が戦績を非公開にしています。
bot-record-exported = この戦績の全{ $games }ゲームを、表計算用ファイルとデータで：{ $files }
bot-record-campaign-is = { $on ->
        [yes] キャンペーンに参加中です。レベルを指定しないゲームは、キャンペーンが提案するレベルで始まります。/record campaign off でやめられます。
       *[no] キャンペーンには参加していません。/record campaign on で始めると、勝てば次のゲームは1レベル上、2連敗すると1レベル下になります。
    }
bot-record-campaign-on = キャンペーンをオンにしました。レベルを指定しない新しいゲームは、キャンペーンが提案するレベルで始まります（勝てば1つ上、2連敗で1つ下）。
bot-record-campaign-off = キャンペーンをオフにしました。新しいゲームはオプションで選んだレベルで始まります。
bot-record-forget-ask = 連携したすべてのプラットフォームで、あなたの結果{ $games }件を完全に削除します。続けるには：/record forget はい
bot-record-forgotten = 結果を{ $games }件削除しました。ゲームのログはそれぞれのチャンネルに残ります。
bot-record-link-code = 連携コード：{ $code }。{ $minutes }分以内に、もう一方のプラットフォーム（Telegram、Discord、コンソール）で /record link { $code } と入力すると、戦績が一つにまとまります。
bot-record-link-bad = 「{ $code }」は連携コードではないか、有効期限が切れています。最初のプラットフォームで /record link と入力すると新しいコードが出ます。
bot-record-linked = 連携しました。{ $platforms }でのゲームが一つの戦績にまとまります。
bot-record-not-linked = このアカウントはどこにも連携していません。/record link で連携用のコードが出ます。
bot-record-unlinked = 連携を解除しました。このアカウントは、ここで遊んだゲームで再び自分だけの戦績を持ちます。
bot-platform-console = コンソール
bot-platform-telegram = Telegram
bot-platform-discord = Discord
bot-level = レベル：{ $level }（{ $automaton }のはしごの{ $levels }段中{ $rank }段目）{ $campaign ->
        [yes] 。キャンペーンの提案です。
       *[no] 。
    }
bot-result-level = レベル{ $level }（{ $levels }段中{ $rank }段目）でのゲーム{ $complete ->
        [yes] {""}
       *[no] 。途中終了のため負けには数えません
    }。このレベルでの戦績：{ $plays }ゲーム{ $wins }勝{ $run ->
        [win] 、{ $streak }連勝中。
        [loss] 、{ $streak }連敗中。
       *[none] 。
    }
bot-result-campaign = キャンペーン：次のゲームはレベル{ $level }{ $why ->
        [up] （勝ったので1つ上）
        [down] （2連敗したので1つ下）
        [top] （はしごの最上段）
        [bottom] （はしごの最下段）
       *[other] {""}
    }です。{ $command } で始められます。

bot-log-play = このプレイをBG Statsに記録
bot-log-play-file = このプレイをBG Statsに記録するリンクは長すぎてここではボタンにできないため、BG Statsが取り込む形式のファイルとして添付します。
bot-console-link = { $label }：{ $url }
