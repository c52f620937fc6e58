package dev.dbbench.workloads.tpcc;

import java.util.List;

/**
 * The five transactions as MySQL stored procedures (MariaDB and OceanBase's MySQL mode too), each one
 * transaction from START TRANSACTION to COMMIT, called with CALL. Inputs are drawn by the client, as for
 * the client's execution, so both run the same orders; New-Order takes its lines as 15 item, 15 supplying
 * warehouse and 15 quantity parameters, of which the first O_OL_CNT count. An order whose item does not exist
 * is rolled back and answers 1 in its first column; an error rolls back and is passed on to the client.
 */
final class MySqlProcedures {
    private MySqlProcedures() {
    }

    static List<String> create() {
        return List.of(newOrder(), PAYMENT, ORDER_STATUS, DELIVERY, STOCK_LEVEL);
    }

    private static String lineParameters(String prefix) {
        StringBuilder s = new StringBuilder();
        for (int i = 1; i <= NewOrder.MAX_LINES; i++) {
            s.append(", IN ").append(prefix).append(i).append(" INT");
        }
        return s.toString();
    }

    /** ELT(v_n, p_x1, ..., p_x15): the n-th of the line parameters {@code prefix}. */
    private static String nth(String prefix) {
        StringBuilder s = new StringBuilder("ELT(v_n");
        for (int i = 1; i <= NewOrder.MAX_LINES; i++) {
            s.append(", ").append(prefix).append(i);
        }
        return s.append(')').toString();
    }

    private static String newOrder() {
        return """
            CREATE PROCEDURE tpcc_new_order(IN p_w INT, IN p_d INT, IN p_c INT, IN p_ol_cnt INT, IN p_all_local INT%s%s%s)
            proc: BEGIN
              DECLARE v_w_tax, v_d_tax, v_discount DECIMAL(4,4);
              DECLARE v_o_id, v_n, v_i, v_s, v_q, v_quantity INT;
              DECLARE v_found INT DEFAULT 1;
              DECLARE v_last VARCHAR(16);
              DECLARE v_credit CHAR(2);
              DECLARE v_price DECIMAL(5,2);
              DECLARE v_name VARCHAR(24);
              DECLARE v_i_data, v_s_data VARCHAR(50);
              DECLARE v_dist CHAR(24);
              DECLARE v_total DECIMAL(12,2) DEFAULT 0;
              DECLARE CONTINUE HANDLER FOR NOT FOUND SET v_found = 0;
              DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
              START TRANSACTION;
              SELECT w_tax INTO v_w_tax FROM warehouse WHERE w_id = p_w;
              SELECT d_tax, d_next_o_id INTO v_d_tax, v_o_id FROM district WHERE d_w_id = p_w AND d_id = p_d FOR UPDATE;
              UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = p_w AND d_id = p_d;
              SELECT c_discount, c_last, c_credit INTO v_discount, v_last, v_credit FROM customer
                WHERE c_w_id = p_w AND c_d_id = p_d AND c_id = p_c;
              INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_ol_cnt, o_all_local)
                VALUES (v_o_id, p_d, p_w, p_c, NOW(), p_ol_cnt, p_all_local);
              INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (v_o_id, p_d, p_w);
              SET v_n = 1;
              WHILE v_n <= p_ol_cnt DO
                SET v_i = %s;
                SET v_s = %s;
                SET v_q = %s;
                SELECT i_price, i_name, i_data INTO v_price, v_name, v_i_data FROM item WHERE i_id = v_i;
                IF v_found = 0 THEN
                  ROLLBACK;
                  SELECT 1 AS rolled_back, 0 AS total;
                  LEAVE proc;
                END IF;
                SELECT s_quantity, s_data, CASE p_d WHEN 1 THEN s_dist_01 WHEN 2 THEN s_dist_02 WHEN 3 THEN s_dist_03
                    WHEN 4 THEN s_dist_04 WHEN 5 THEN s_dist_05 WHEN 6 THEN s_dist_06 WHEN 7 THEN s_dist_07 WHEN 8 THEN s_dist_08
                    WHEN 9 THEN s_dist_09 ELSE s_dist_10 END
                  INTO v_quantity, v_s_data, v_dist FROM stock WHERE s_w_id = v_s AND s_i_id = v_i FOR UPDATE;
                UPDATE stock SET s_quantity = IF(v_quantity - v_q >= 10, v_quantity - v_q, v_quantity - v_q + 91),
                    s_ytd = s_ytd + v_q, s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + IF(v_s = p_w, 0, 1)
                  WHERE s_w_id = v_s AND s_i_id = v_i;
                INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_quantity, ol_amount,
                    ol_dist_info) VALUES (v_o_id, p_d, p_w, v_n, v_i, v_s, v_q, v_q * v_price, v_dist);
                SET v_total = v_total + v_q * v_price;
                SET v_n = v_n + 1;
              END WHILE;
              COMMIT;
              SELECT 0 AS rolled_back, v_total * (1 - v_discount) * (1 + v_w_tax + v_d_tax) AS total;
            END""".formatted(lineParameters("p_i"), lineParameters("p_s"), lineParameters("p_q"), nth("p_i"), nth("p_s"),
                nth("p_q"));
    }

    /** Finds the customer by last name into {@code v_c} when {@code p_by_name} is 1 (clause 2.5.2.2). */
    private static final String BY_LAST_NAME = """
              IF p_by_name = 1 THEN
                SELECT COUNT(*) INTO v_n FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_last;
                SET v_n = CEIL(v_n / 2) - 1;
                SELECT c_id INTO v_c FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_last = p_last
                  ORDER BY c_first LIMIT v_n, 1;
              END IF;
            """;

    private static final String PAYMENT = """
            CREATE PROCEDURE tpcc_payment(IN p_w INT, IN p_d INT, IN p_c_w INT, IN p_c_d INT, IN p_c INT, IN p_by_name INT,
                IN p_last VARCHAR(16), IN p_amount DECIMAL(6,2))
            BEGIN
              DECLARE v_c INT DEFAULT p_c;
              DECLARE v_n INT;
              DECLARE v_w_name, v_d_name VARCHAR(10);
              DECLARE v_street_1, v_street_2, v_city VARCHAR(20);
              DECLARE v_state CHAR(2);
              DECLARE v_zip CHAR(9);
              DECLARE v_first, v_last VARCHAR(16);
              DECLARE v_middle, v_credit CHAR(2);
              DECLARE v_phone CHAR(16);
              DECLARE v_since DATETIME;
              DECLARE v_credit_lim, v_balance DECIMAL(12,2);
              DECLARE v_discount DECIMAL(4,4);
              DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
              START TRANSACTION;
              UPDATE warehouse SET w_ytd = w_ytd + p_amount WHERE w_id = p_w;
              SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip INTO v_w_name, v_street_1, v_street_2, v_city, v_state, v_zip
                FROM warehouse WHERE w_id = p_w;
              UPDATE district SET d_ytd = d_ytd + p_amount WHERE d_w_id = p_w AND d_id = p_d;
              SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip INTO v_d_name, v_street_1, v_street_2, v_city, v_state, v_zip
                FROM district WHERE d_w_id = p_w AND d_id = p_d;
            """ + BY_LAST_NAME + """
              SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since, c_credit,
                  c_credit_lim, c_discount, c_balance
                INTO v_first, v_middle, v_last, v_street_1, v_street_2, v_city, v_state, v_zip, v_phone, v_since, v_credit,
                  v_credit_lim, v_discount, v_balance
                FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c FOR UPDATE;
              IF v_credit = 'BC' THEN
                UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                    c_payment_cnt = c_payment_cnt + 1,
                    c_data = SUBSTR(CONCAT(c_id, ' ', c_d_id, ' ', c_w_id, ' ', p_d, ' ', p_w, ' ', p_amount, ' | ', c_data), 1, 500)
                  WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
              ELSE
                UPDATE customer SET c_balance = c_balance - p_amount, c_ytd_payment = c_ytd_payment + p_amount,
                    c_payment_cnt = c_payment_cnt + 1
                  WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
              END IF;
              INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)
                VALUES (v_c, p_c_d, p_c_w, p_d, p_w, NOW(), p_amount, CONCAT(v_w_name, '    ', v_d_name));
              COMMIT;
              SELECT v_c AS c_id, v_balance - p_amount AS c_balance;
            END""";

    private static final String ORDER_STATUS = """
            CREATE PROCEDURE tpcc_order_status(IN p_c_w INT, IN p_c_d INT, IN p_c INT, IN p_by_name INT, IN p_last VARCHAR(16))
            BEGIN
              DECLARE v_c INT DEFAULT p_c;
              DECLARE v_n, v_o_id, v_carrier INT;
              DECLARE v_balance DECIMAL(12,2);
              DECLARE v_first, v_last VARCHAR(16);
              DECLARE v_middle CHAR(2);
              DECLARE v_entry DATETIME;
              DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
              START TRANSACTION;
            """ + BY_LAST_NAME + """
              SELECT c_balance, c_first, c_middle, c_last INTO v_balance, v_first, v_middle, v_last
                FROM customer WHERE c_w_id = p_c_w AND c_d_id = p_c_d AND c_id = v_c;
              SELECT o_id, o_entry_d, o_carrier_id INTO v_o_id, v_entry, v_carrier FROM orders
                WHERE o_w_id = p_c_w AND o_d_id = p_c_d AND o_c_id = v_c ORDER BY o_id DESC LIMIT 1;
              SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM order_line
                WHERE ol_w_id = p_c_w AND ol_d_id = p_c_d AND ol_o_id = v_o_id;
              COMMIT;
            END""";

    private static final String DELIVERY = """
            CREATE PROCEDURE tpcc_delivery(IN p_w INT, IN p_carrier INT)
            BEGIN
              DECLARE v_d INT DEFAULT 1;
              DECLARE v_o, v_c INT;
              DECLARE v_found INT DEFAULT 1;
              DECLARE v_skipped INT DEFAULT 0;
              DECLARE v_amount DECIMAL(12,2);
              DECLARE CONTINUE HANDLER FOR NOT FOUND SET v_found = 0;
              DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
              START TRANSACTION;
              WHILE v_d <= 10 DO
                SET v_found = 1;
                SELECT no_o_id INTO v_o FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d ORDER BY no_o_id LIMIT 1;
                IF v_found = 0 THEN
                  SET v_skipped = v_skipped + 1;
                ELSE
                  DELETE FROM new_order WHERE no_w_id = p_w AND no_d_id = v_d AND no_o_id = v_o;
                  IF ROW_COUNT() = 0 THEN
                    SET v_skipped = v_skipped + 1;
                  ELSE
                    SELECT o_c_id INTO v_c FROM orders WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_o;
                    UPDATE orders SET o_carrier_id = p_carrier WHERE o_w_id = p_w AND o_d_id = v_d AND o_id = v_o;
                    UPDATE order_line SET ol_delivery_d = NOW() WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_o;
                    SELECT SUM(ol_amount) INTO v_amount FROM order_line WHERE ol_w_id = p_w AND ol_d_id = v_d AND ol_o_id = v_o;
                    UPDATE customer SET c_balance = c_balance + v_amount, c_delivery_cnt = c_delivery_cnt + 1
                      WHERE c_w_id = p_w AND c_d_id = v_d AND c_id = v_c;
                  END IF;
                END IF;
                SET v_d = v_d + 1;
              END WHILE;
              COMMIT;
              SELECT v_skipped AS skipped;
            END""";

    private static final String STOCK_LEVEL = """
            CREATE PROCEDURE tpcc_stock_level(IN p_w INT, IN p_d INT, IN p_threshold INT)
            BEGIN
              DECLARE v_next INT;
              DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; RESIGNAL; END;
              START TRANSACTION;
              SELECT d_next_o_id INTO v_next FROM district WHERE d_w_id = p_w AND d_id = p_d;
              SELECT COUNT(DISTINCT s_i_id) AS low_stock FROM order_line, stock
                WHERE ol_w_id = p_w AND ol_d_id = p_d AND ol_o_id < v_next AND ol_o_id >= v_next - 20
                  AND s_w_id = p_w AND s_i_id = ol_i_id AND s_quantity < p_threshold;
              COMMIT;
            END""";
}
