## すべてのゲームで使うメッセージ：列挙、はい／いいえ、決定ダイス、並んだ候補の決め方、回答のエラー。

# 自然な列挙：$first は最後以外の項目（list-separator で連結済み）。
list-and = { $first }、{ $last }
list-separator = { "、" }

answer-yes = はい
answer-no = いいえ

# 決定ダイスの目（選択肢のラベル）。
die-face = { $face ->
    [1] ⚀ 1
    [2] ⚁ 2
    [3] ⚂ 3
    [4] ⚃ 4
    [5] ⚄ 5
    [6] ⚅ 6
   *[other] { $face }
}

prompt-roll = 決定ダイスを振って、出た目（1〜6）を入力してください。

# $options は一覧、$why は同点になった基準、$by は "bot" か "player"。
tie-die = { $options }が並んでいます（{ $why }）。ダイスの目で決めます（{ $faces }）。{ $by ->
    [player] あなたが振った目
   *[bot] ボットが振った目
}は{ $face }です。
tie-face = { $single ->
    [yes] { $low }
   *[no] { $low }〜{ $high }
}なら{ $option }
tie-face-again = { $single ->
    [yes] { $low }
   *[no] { $low }〜{ $high }
}なら振り直し
# Said by the logs of games stored before a tie's faces were said.
tie-roll = { $options }が並んでいます（{ $why }）。{ $by ->
    [player] あなたが振った目
   *[bot] ボットが振った目
}は{ $face }です。
tie-broken = { $chosen }に決まりました。
tie-reroll = 出た目の{ $face }は{ $count }個の候補のどれにも当てはまりません。ダイスを振り直します。

answer-bad-die = 「{ $value }」はダイスの目ではありません。1〜6の数字を入力してください。
answer-bad-number = 「{ $value }」は有効な回答ではありません。{ $min }〜{ $max }の整数を入力してください。
answer-bad-confirm = 「{ $value }」は「はい」か「いいえ」の回答ではありません。はい／いいえ（y/n）で答えてください。
answer-bad-choice = 「{ $value }」は選択肢にありません。{ $count ->
    [1] 1を入力してください。
   *[other] 選択肢の番号（1〜{ $count }）を入力してください。
}
answer-empty = 回答が空です。入力してください。
answer-no-question = 現在、回答を待っている質問はありません。
flow-busy = まだ回答されていない質問があります。先にそちらに答えてください。
