"""'The owner of target nonland permanent puts it on the top or bottom of their library.' (401.4, 608.2d)"""
