"""The rules Splendor's events cite (`/splendor rule SP-5.1`), each with the section of the
seed it restates (the Japanese mild solo bot variant, seed 001)."""

from __future__ import annotations

from engines.core.rules import Rule

RULES = (
    Rule("SP-1", "事前準備"),
    Rule("SP-2", "ゲーム開始前"),
    Rule("SP-3", "ボットの手番の前に"),
    Rule("SP-4", "ボットがカードを獲得する基準"),
    Rule("SP-5", "ボットの行動パターン -2- 宝石トークンの獲得"),
    Rule("SP-5.1", "条件1:ボットが保有するトークンが0~7個の場合"),
    Rule("SP-5.2", "条件2:ボットが保有するトークンが8~9個あり、場のカードを購入できない"),
    Rule("SP-5.3", "条件3:ボットが保有するトークンが10個あり、場のカードを購入できない"),
    Rule("SP-5.4", "条件4:ストックから黄金トークンがなくなり、ダイスで「1」が出た"),
    Rule("SP-6", "補足: 宝石トークン1種類がストックからなくなった場合"),
    Rule("SP-7", "手番終了時"),
    Rule("SP-8", "ゲーム終了"),
    Rule("SP-9", "難易度調整"),
    Rule("SP-10", "ボットの行動パターン -1- カードの獲得"),
)
