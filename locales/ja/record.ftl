# ボットごとの対戦成績（全プラットフォーム共通・日本語）。

## 戦績のグラフ（bot/words/record_chart.py）: ゲームとボットの組み合わせごとに1枚、
## 1ゲームずつの得点と点差。勝ちは塗りつぶし、負けは白抜き。

record-chart-title = { $player }さんの戦績
# 各グラフの見出し：ゲーム名と対戦したボット。
record-chart-panel = { $title }（{ $automaton }）
# そのボットと最後まで遊んだゲームの数と勝った数。
record-chart-tally = { $plays }戦{ $wins }勝
# 同じもの。直近の $shown ゲームだけを描くとき。
record-chart-tally-latest = { $plays }戦{ $wins }勝・直近{ $shown }戦を表示
record-chart-score = あなたの得点
record-chart-margin = 点差（あなた − 最高得点のボット）
record-chart-win = 勝ち
record-chart-loss = 負け
# 載せきれないグラフ：いちばん前に対戦したボット。
record-chart-more = 以前に対戦したボットあと{ $more }体は省略しています。
# ゲームが終わった日。列の下に書く（$day、$month。$dd、$mm は0埋め）。
record-chart-date = { $month }/{ $day }
# 同じもの。描いたゲームが複数の年にまたがるとき。
record-chart-date-year = { $year }/{ $month }/{ $day }
