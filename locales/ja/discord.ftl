# Discordのみ: モデレーションとサーバーのコマンド、/help、長い返信のページ（日本語）。
# 名前（cmd-name-*、cmd-param-*）は小文字・空白なし・32文字まで、説明は100文字まで。

cmd-name-handover = 引き継ぎ
cmd-common-handover = このゲームを別のプレイヤーに引き継ぐ（プレイヤー本人かモデレーター）
cmd-common-handover-player = これからプレイする人
cmd-name-server = サーバー
cmd-server = このサーバーの設定（モデレーター用）
cmd-name-show = 表示
cmd-server-show = このサーバーの設定を表示
cmd-name-language = 言語
cmd-server-language = 言語を選んでいないチャンネルの言語
cmd-server-language-language = 言語、または auto（チャンネルごと）
cmd-choice-language-auto = 自動：チャンネルごと
cmd-name-games = ゲーム
cmd-server-games = このサーバーでゲームができる場所
cmd-server-games-where = このチャンネルを許可、許可をやめる、またはすべて許可
cmd-param-where = 場所
cmd-choice-where-here = ここでも（このチャンネルとそのスレッド）
cmd-choice-where-not-here = ここではもうしない
cmd-choice-where-everywhere = すべてのチャンネルで
discord-help-answer = 質問にはボタンが付きます。/‹ゲーム› answer は入力した答えを受け付け、入力中に合う候補を示します。
discord-page = { $page } / { $pages }

# A rule tag of a reply, as a button that explains the rule (/<game> rule ID).
discord-rule-button = 📖 { $id }

# /record と /<ゲーム> record
cmd-common-record = このゲームでのあなたの戦績、またはほかのプレイヤーの戦績
cmd-common-record-player = 誰の戦績か（選ばなければあなたの戦績）
cmd-record-show = あなたやほかのプレイヤーの戦績をグラフ付きで
cmd-record-show-player = 誰の戦績か（選ばなければあなたの戦績）
cmd-name-table = 順位表
cmd-record-table = このチャンネルのプレイヤーの順位表
cmd-name-export = エクスポート
cmd-record-export = 戦績の全ゲームを CSV と JSON のファイルで
cmd-record-export-player = 誰の戦績か（選ばなければあなたの戦績）
cmd-name-campaign = キャンペーン
cmd-record-campaign = はしごを登る：勝てば1つ上、2連敗で1つ下のレベルへ
cmd-record-campaign-switch = オンかオフ（選ばなければ現在の位置を表示）
cmd-param-switch = 切り替え
cmd-choice-switch-on = オン
cmd-choice-switch-off = オフ
cmd-name-link = 連携
cmd-record-link = ほかのプラットフォームのアカウントと戦績を一つにまとめる
cmd-record-link-code = もう一方のアカウントで出たコード（なければここでコードを発行）
cmd-param-code = コード
cmd-name-unlink = 連携解除
cmd-record-unlink = このアカウントの戦績を再び独立させる
cmd-name-private = 非公開
cmd-record-private = 戦績を自分だけに見せる
cmd-name-public = 公開
cmd-record-public = 誰でも戦績を見られるようにする
cmd-record-forget = あなたの結果を完全に削除する
cmd-record-forget-confirm = 「はい」で削除（選ばなければ先に件数を表示）
cmd-param-confirm = 確認
cmd-choice-confirm-yes = はい、削除します
